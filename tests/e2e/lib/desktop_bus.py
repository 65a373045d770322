#!/usr/bin/env python3
"""The desktop's side of the session bus for end-to-end scenarios: a notification server and a
StatusNotifierWatcher (the tray), each recording what the app asks of it, and a control on
stdin/stdout through which a scenario reads what was recorded and acts as the user does on the
desktop (clicks a notification, opens the tray menu and clicks an entry).

  python3 tests/e2e/lib/desktop_bus.py [--no-watcher]   (inside the scenario's D-Bus session)

It owns org.freedesktop.Notifications (/org/freedesktop/Notifications) and
org.kde.StatusNotifierWatcher (/StatusNotifierWatcher) on the session bus, then prints
{"ready": true} on one line. With --no-watcher nobody owns the watcher (GNOME without the
AppIndicator extension): the desktop shows no tray, and `items` is always empty. Each line on stdin is one request, a JSON object
{"seq": N, "op": ..., ...}; each answer is one line {"seq": N, "result": ...} or
{"seq": N, "error": "..."}:

  notifications                  every Notify so far (id, appName, summary, body, actions,
                                 hints, closed), oldest first
  invoke {id, action}            the user clicks (action "default": the notification itself):
                                 ActionInvoked(id, action), then NotificationClosed(id, 2)
  items                          the registered tray items [{service, path}] (an item whose
                                 owner left the bus is dropped, as a real watcher does)
  item {index}                   the org.kde.StatusNotifierItem properties of an item (the
                                 last registered by default), read from the item itself
  menu {index}                   its com.canonical.dbusmenu layout: [{id, label, enabled,
                                 visible, type, children}] (AboutToShow first, as a host does)
  menu_click {id, index}         Event(id, "clicked", 0, 0) on that menu: the user's click

Needs the pure-Python dbus-next package (scripts/setup.sh installs it).
"""

import asyncio
import json
import sys

from dbus_next import BusType, Message, MessageType, PropertyAccess, Variant
from dbus_next.aio import MessageBus
from dbus_next.constants import RequestNameReply
from dbus_next.service import ServiceInterface, dbus_property, method, signal

NOTIFICATIONS = "org.freedesktop.Notifications"
WATCHER = "org.kde.StatusNotifierWatcher"
ITEM = "org.kde.StatusNotifierItem"
MENU = "com.canonical.dbusmenu"
PROPERTIES = "org.freedesktop.DBus.Properties"
# NotificationClosed reasons (Desktop Notifications Specification).
DISMISSED_BY_USER = 2
CLOSED_BY_CALL = 3


def plain(value):
    """A D-Bus value as JSON: variants unwrapped, bytes (icon pixels) left out as their length."""
    if isinstance(value, Variant):
        return plain(value.value)
    if isinstance(value, (bytes, bytearray)):
        return {"bytes": len(value)}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


class Notifications(ServiceInterface):
    def __init__(self):
        super().__init__(NOTIFICATIONS)
        self.recorded = []
        self.next_id = 1

    @method()
    def GetCapabilities(self) -> "as":
        return ["actions", "body", "body-markup", "icon-static"]

    @method()
    def GetServerInformation(self) -> "ssss":
        return ["ebl-desk-e2e", "eBL Desk tests", "1.0", "1.2"]

    @method()
    def Notify(
        self,
        app_name: "s",
        replaces_id: "u",
        app_icon: "s",
        summary: "s",
        body: "s",
        actions: "as",
        hints: "a{sv}",
        expire_timeout: "i",
    ) -> "u":
        existing = next((n for n in self.recorded if replaces_id and n["id"] == replaces_id), None)
        if existing is None:
            nid = self.next_id
            self.next_id += 1
        else:
            nid = existing["id"]
        self.recorded.append(
            {
                "id": nid,
                "appName": app_name,
                "appIcon": app_icon,
                "summary": summary,
                "body": body,
                # [key, label, key, label, ...] as the specification sends them
                "actions": [{"key": actions[i], "label": actions[i + 1]} for i in range(0, len(actions) - 1, 2)],
                "hints": plain(hints),
                "expireTimeout": expire_timeout,
                "replaces": replaces_id,
                "closed": None,
            }
        )
        return nid

    @method()
    def CloseNotification(self, id: "u"):
        if self._close(id, CLOSED_BY_CALL):
            self.NotificationClosed(id, CLOSED_BY_CALL)

    @signal()
    def ActionInvoked(self, id, action) -> "us":
        return [id, action]

    @signal()
    def NotificationClosed(self, id, reason) -> "uu":
        return [id, reason]

    def _close(self, nid, reason):
        open_ = [n for n in self.recorded if n["id"] == nid and n["closed"] is None]
        for n in open_:
            n["closed"] = reason
        return bool(open_)

    def invoke(self, nid, action):
        shown = [n for n in self.recorded if n["id"] == nid]
        if not shown:
            raise ValueError(f"no notification {nid}")
        if shown[-1]["closed"] is not None:
            raise ValueError(f"notification {nid} is already closed")
        if action not in [a["key"] for a in shown[-1]["actions"]]:
            raise ValueError(f"notification {nid} offers no action {action!r}: {shown[-1]['actions']}")
        self.ActionInvoked(nid, action)
        self._close(nid, DISMISSED_BY_USER)
        self.NotificationClosed(nid, DISMISSED_BY_USER)


class Watcher(ServiceInterface):
    """org.kde.StatusNotifierWatcher, with a host (this process) registered. Registration itself
    is answered by `Desktop.on_message`, which knows the caller's bus name."""

    def __init__(self):
        super().__init__(WATCHER)
        self.items = []  # [{"service", "path"}]

    def register(self, sender, arg):
        # An item names its object path (libappindicator) or its bus name (then the path is the
        # specification's /StatusNotifierItem).
        if arg.startswith("/"):
            item = {"service": sender, "path": arg}
        else:
            item = {"service": arg, "path": "/StatusNotifierItem"}
        if item not in self.items:
            self.items.append(item)
        self.StatusNotifierItemRegistered(item["service"] + item["path"])

    def drop_owner(self, name):
        for item in [i for i in self.items if i["service"] == name]:
            self.items.remove(item)
            self.StatusNotifierItemUnregistered(item["service"] + item["path"])

    @method()
    def RegisterStatusNotifierItem(self, service: "s"):
        # Only reached without a sender (never on a bus); see Desktop.on_message.
        raise ValueError("registration needs the caller's bus name")

    @method()
    def RegisterStatusNotifierHost(self, service: "s"):
        pass

    @dbus_property(access=PropertyAccess.READ)
    def RegisteredStatusNotifierItems(self) -> "as":
        return [i["service"] + i["path"] for i in self.items]

    @dbus_property(access=PropertyAccess.READ)
    def IsStatusNotifierHostRegistered(self) -> "b":
        return True

    @dbus_property(access=PropertyAccess.READ)
    def ProtocolVersion(self) -> "i":
        return 0

    @signal()
    def StatusNotifierItemRegistered(self, name) -> "s":
        return name

    @signal()
    def StatusNotifierItemUnregistered(self, name) -> "s":
        return name

    @signal()
    def StatusNotifierHostRegistered(self):
        pass


class Desktop:
    def __init__(self, bus, tray=True):
        self.bus = bus
        self.tray = tray
        self.notifications = Notifications()
        self.watcher = Watcher()

    async def start(self):
        self.bus.export("/org/freedesktop/Notifications", self.notifications)
        if self.tray:
            self.bus.export("/StatusNotifierWatcher", self.watcher)
        self.bus.add_message_handler(self.on_message)
        await self.call(
            "org.freedesktop.DBus",
            "/org/freedesktop/DBus",
            "org.freedesktop.DBus",
            "AddMatch",
            "s",
            ["type='signal',sender='org.freedesktop.DBus',member='NameOwnerChanged'"],
        )
        names = [NOTIFICATIONS]
        if self.tray:
            names += [WATCHER, f"org.kde.StatusNotifierHost-e2e-{id(self)}"]
        for name in names:
            reply = await self.bus.request_name(name)
            if reply not in (RequestNameReply.PRIMARY_OWNER, RequestNameReply.ALREADY_OWNER):
                raise SystemExit(f"desktop bus: {name} is taken on this bus ({reply})")
        if self.tray:
            self.watcher.StatusNotifierHostRegistered()

    def on_message(self, msg):
        if (
            self.tray
            and msg.message_type == MessageType.METHOD_CALL
            and msg.interface == WATCHER
            and msg.member == "RegisterStatusNotifierItem"
            and msg.path == "/StatusNotifierWatcher"
        ):
            if msg.signature != "s":
                return Message.new_error(msg, "org.freedesktop.DBus.Error.InvalidArgs", "expected (s)")
            self.watcher.register(msg.sender, msg.body[0])
            return Message.new_method_return(msg)
        if msg.message_type == MessageType.SIGNAL and msg.member == "NameOwnerChanged" and msg.sender == "org.freedesktop.DBus":
            name, _old, new = msg.body
            if not new:
                self.watcher.drop_owner(name)
        return None

    async def call(self, dest, path, interface, member, signature="", body=None):
        reply = await self.bus.call(
            Message(destination=dest, path=path, interface=interface, member=member, signature=signature, body=body or [])
        )
        if reply.message_type == MessageType.ERROR:
            raise RuntimeError(f"{interface}.{member} on {dest}{path}: {reply.error_name}: {plain(reply.body)}")
        return reply.body

    def item_at(self, index):
        if not self.watcher.items:
            raise ValueError("no tray item is registered")
        return self.watcher.items[-1 if index is None else index]

    async def item_properties(self, index):
        item = self.item_at(index)
        [props] = await self.call(item["service"], item["path"], PROPERTIES, "GetAll", "s", [ITEM])
        return {"service": item["service"], "path": item["path"], **plain(props)}

    async def menu_location(self, index):
        item = self.item_at(index)
        [menu] = await self.call(item["service"], item["path"], PROPERTIES, "Get", "ss", [ITEM, "Menu"])
        return item["service"], menu.value

    async def menu(self, index):
        service, path = await self.menu_location(index)
        try:
            await self.call(service, path, MENU, "AboutToShow", "i", [0])
        except RuntimeError:
            pass  # optional for a menu that is always built
        _revision, layout = await self.call(service, path, MENU, "GetLayout", "iias", [0, -1, []])

        def entry(node):
            nid, props, children = node
            props = plain(props)
            return {
                "id": nid,
                "label": props.get("label", ""),
                "enabled": props.get("enabled", True),
                "visible": props.get("visible", True),
                "type": props.get("type", "standard"),
                "children": [entry(c.value) for c in children],
            }

        return entry(layout)["children"]

    async def menu_click(self, index, nid):
        service, path = await self.menu_location(index)
        await self.call(service, path, MENU, "Event", "isvu", [nid, "clicked", Variant("i", 0), 0])
        return None

    async def answer(self, req):
        op = req.get("op")
        if op == "notifications":
            return self.notifications.recorded
        if op == "invoke":
            self.notifications.invoke(req["id"], req.get("action", "default"))
            return None
        if op == "items":
            return self.watcher.items
        if op == "item":
            return await self.item_properties(req.get("index"))
        if op == "menu":
            return await self.menu(req.get("index"))
        if op == "menu_click":
            return await self.menu_click(req.get("index"), req["id"])
        raise ValueError(f"unknown op {op!r}")


def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


async def main():
    bus = await MessageBus(bus_type=BusType.SESSION).connect()
    desktop = Desktop(bus, tray="--no-watcher" not in sys.argv[1:])
    await desktop.start()
    say({"ready": True})
    reader = asyncio.StreamReader()
    await asyncio.get_running_loop().connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while line := await reader.readline():
        if not line.strip():
            continue
        seq = None
        try:
            req = json.loads(line)
            seq = req.get("seq")
            say({"seq": seq, "result": await desktop.answer(req)})
        except Exception as err:  # answered, never fatal: the scenario reads the error
            say({"seq": seq, "error": f"{type(err).__name__}: {err}"})
    # stdin closed: the scenario is done with us.
    bus.disconnect()


if __name__ == "__main__":
    asyncio.run(main())
