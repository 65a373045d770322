#!/usr/bin/env python3
"""A scripted user in a browser: opens the sandbox's sign-in page, fills in e-mail and
password, presses Allow on the consent page, and follows the redirect back to the app's
loopback listener. A company registration page (`/register/<token>/`) is completed instead:
its form is submitted as pre-filled with a password, and the redirect back to the app is
followed. The user is $E2E_LOGIN_EMAIL (default: the demo consignee); the password
is looked up in the sandbox's world. $E2E_CONSENT=deny presses Deny instead."""

import html.parser
import json
import os
import sys
import urllib.parse
import urllib.request


class Forms(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.forms = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.forms.append({"action": a.get("action", ""), "fields": [], "buttons": []})
        elif self.forms and tag == "input" and a.get("name"):
            if a.get("type") in ("submit",):
                self.forms[-1]["buttons"].append((a["name"], a.get("value", "")))
            else:
                self.forms[-1]["fields"].append([a["name"], a.get("value", "")])
        elif self.forms and tag == "button" and a.get("name"):
            self.forms[-1]["buttons"].append((a["name"], a.get("value", "")))


def only_form(page):
    parser = Forms()
    parser.feed(page)
    if len(parser.forms) != 1:
        raise SystemExit(f"fake browser: expected one form, found {len(parser.forms)}:\n{page[:2000]}")
    return parser.forms[0]


def submit(page_url, form, extra):
    fields = [(k, v) for k, v in form["fields"]] + extra
    action = urllib.parse.urljoin(page_url, form["action"] or page_url)
    data = urllib.parse.urlencode(fields).encode()
    with urllib.request.urlopen(urllib.request.Request(action, data=data), timeout=30) as resp:
        return resp.geturl(), resp.read().decode("utf-8", "replace")


def register(url):
    with urllib.request.urlopen(url, timeout=30) as resp:
        page_url, page = resp.geturl(), resp.read().decode()
    form = only_form(page)
    form["fields"] = [f for f in form["fields"] if f[0] != "password"]
    final_url, answer = submit(page_url, form, [("password", "registered-in-e2e")])
    print(f"fake browser: registered, ended at {final_url}: {answer[:200]!r}")


def login_email():
    """Who signs in: the first line of $E2E_LOGIN_EMAIL_FILE when it names someone (a scenario
    that signs two people in, one after the other, in one launch writes it before each
    sign-in), else $E2E_LOGIN_EMAIL, else the consignee."""
    path = os.environ.get("E2E_LOGIN_EMAIL_FILE")
    if path:
        try:
            with open(path, encoding="utf-8") as f:
                named = f.readline().strip()
            if named:
                return named
        except OSError:
            pass
    return os.environ.get("E2E_LOGIN_EMAIL", "consignee@nile.example")


def main():
    url = sys.argv[1]
    if urllib.parse.urlsplit(url).path.startswith("/register/"):
        register(url)
        return
    email = login_email()
    parts = urllib.parse.urlsplit(url)
    base = f"{parts.scheme}://{parts.netloc}"
    admin = urllib.request.Request(
        base + "/_sandbox/world",
        headers={"X-Sandbox-Admin": os.environ.get("TDX_SANDBOX_ADMIN_TOKEN", "")},
    )
    with urllib.request.urlopen(admin, timeout=30) as resp:
        world = json.load(resp)
    password = next(u["password"] for u in world["users"] if u["email"] == email)

    with urllib.request.urlopen(url, timeout=30) as resp:
        page_url, page = resp.geturl(), resp.read().decode()
    login = only_form(page)
    login["fields"] = [f for f in login["fields"] if f[0] not in ("email", "password")]
    page_url, page = submit(page_url, login, [("email", email), ("password", password)])

    consent = only_form(page)
    choice = os.environ.get("E2E_CONSENT", "allow")
    button = next(b for b in consent["buttons"] if b[0] == choice or b[1] == choice)
    final_url, answer = submit(page_url, consent, [button])
    print(f"fake browser: signed in {email}, ended at {final_url}: {answer[:200]!r}")


if __name__ == "__main__":
    main()
