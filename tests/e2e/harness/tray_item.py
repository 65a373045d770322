#!/usr/bin/python3
"""A real libayatana-appindicator tray item (the library the app's tray uses), for the desktop
bus's own test: label and title from argv, a menu of "Open eBL Desk" and "Quit"; prints
"clicked <label>" when an entry is activated and exits on Quit. Run with the system Python
(python3-gi, gir1.2-ayatanaappindicator3-0.1)."""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("AyatanaAppIndicator3", "0.1")
from gi.repository import AyatanaAppIndicator3 as AppIndicator  # noqa: E402
from gi.repository import Gtk  # noqa: E402


def activated(_item, label):
    print("clicked", label, flush=True)
    if label == "Quit":
        Gtk.main_quit()


indicator = AppIndicator.Indicator.new("desktop-bus-check", "dialog-information", AppIndicator.IndicatorCategory.APPLICATION_STATUS)
indicator.set_status(AppIndicator.IndicatorStatus.ACTIVE)
indicator.set_label(sys.argv[1], "")
indicator.set_title(sys.argv[2])
menu = Gtk.Menu()
for label in ("Open eBL Desk", "Quit"):
    entry = Gtk.MenuItem.new_with_label(label)
    entry.connect("activate", activated, label)
    menu.append(entry)
menu.show_all()
indicator.set_menu(menu)
print("up", flush=True)
Gtk.main()
