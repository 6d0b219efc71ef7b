#!/usr/bin/python3
"""A real SMTP server for the e-mail tests (Debian's python3-aiosmtpd).

    smtp_sink.py <port> <folder>

Every accepted message becomes <folder>/<n>.json: envelope, decoded headers and the text and
HTML bodies. <folder>/control.json, re-read per message, steers failures:
  {"fail": <count>, "code": 451}   refuse the next <count> messages at DATA with that code
  {"delay_ms": <ms>}               wait this long before answering DATA (slow server)
Prints "ready" once listening.
"""
import asyncio
import email
import email.policy
import json
import os
import sys
import time

from aiosmtpd.controller import Controller


class Sink:
    def __init__(self, folder):
        self.folder = folder
        self.count = 0

    def control(self):
        try:
            with open(os.path.join(self.folder, "control.json")) as f:
                return json.load(f)
        except (OSError, ValueError):
            return {}

    def save_control(self, data):
        tmp = os.path.join(self.folder, "control.json.tmp")
        with open(tmp, "w") as f:
            json.dump(data, f)
        os.replace(tmp, os.path.join(self.folder, "control.json"))

    async def handle_DATA(self, server, session, envelope):
        ctl = self.control()
        if ctl.get("delay_ms"):
            await asyncio.sleep(ctl["delay_ms"] / 1000)
        if ctl.get("fail", 0) > 0:
            ctl["fail"] -= 1
            self.save_control(ctl)
            code = ctl.get("code", 451)
            return f"{code} {'4.3.0 try again later' if code < 500 else '5.7.1 refused'}"
        msg = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        text = msg.get_body(preferencelist=("plain",))
        html = msg.get_body(preferencelist=("html",))
        self.count += 1
        record = {
            "mail_from": envelope.mail_from,
            "rcpt_tos": envelope.rcpt_tos,
            "subject": str(msg["Subject"]),
            "to": str(msg["To"]),
            "from": str(msg["From"]),
            "message_id": str(msg["Message-ID"]),
            "content_language": str(msg["Content-Language"]),
            "email_type": str(msg["X-Emu-Email-Type"]),
            "outbox_id": str(msg["X-Emu-Outbox-Id"]),
            "text": text.get_content() if text else "",
            "html": html.get_content() if html else "",
            "received_at": time.time(),
        }
        name = os.path.join(self.folder, f"{time.time_ns()}-{self.count}.json")
        with open(name + ".tmp", "w") as f:
            json.dump(record, f, ensure_ascii=False)
        os.replace(name + ".tmp", name)
        return "250 2.0.0 OK queued"


def main():
    port, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    controller = Controller(Sink(folder), hostname="127.0.0.1", port=port)
    controller.start()
    print("ready", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
