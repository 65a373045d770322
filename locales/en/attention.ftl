# What needs attention: the panel above the eBL list, an eBL's open items, snooze and done.

attention-title = Needs attention
attention-nothing = Nothing needs attention.
attention-snoozed = Snoozed ({ $shown })
attention-open = Open { $reference }
attention-snoozed-until = snoozed until { $when }
attention-since = since { $when }
attention-other-profiles = Other profiles
attention-switch-to = Switch to { $name }
attention-switch-failed = The profile was not switched
attention-need-count = { $count ->
    [one] { $shown } needs attention
   *[other] { $shown } need attention
}

## Snooze and done
attention-snooze = Snooze
attention-done = Done
attention-snooze-until = Snooze until
attention-until = Until
attention-snooze-until-then = Snooze until then
attention-snooze-hour = 1 hour
attention-snooze-tomorrow = Tomorrow 9:00
attention-snooze-next-week = Next week
attention-enter-date-time = Enter a date and time.
attention-time-ahead = Choose a time ahead of now.
attention-snooze-failed = The item was not snoozed
attention-done-failed = The item was not closed

## What each watch rule raises, in a few words
attention-rule-surrender-rejected = Surrender rejected
attention-rule-surrender-accepted = Surrender accepted
attention-rule-surrender-pending = Surrender pending too long
attention-rule-outcome-unknown = Outcome still unknown
attention-rule-newly-held = Newly held
attention-rule-untouched = Held, untouched
attention-rule-arrival-deadline = Surrender deadline
attention-rule-transfer-went-through = Transfer went through
attention-rule-credit-deadline = Credit presentation deadline
