# eBL Desk: the desk's own sentences (review, receiver check, approvals, attention,
# notifications, CSV headers, document and credit checks). Ids start with desk-.
# A party is named with $partyKind: name ($name), inbox ($inbox) or unknown.

## The review

desk-review-refused-inbox = Nothing can be signed: the service refuses this inbox for { $reference }.
desk-review-copy-summary = Send a view-only copy of { $reference } to { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    }.
desk-review-copy-can-view = { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } can view and download the copy; it cannot act on it.
desk-review-copy-keeps-original = Your company keeps the original { $reference } and can still act on it.
desk-review-copy-nothing-signed = Nothing is signed with your key.
desk-review-surrender-summary = Ask { $partyKind ->
        [inbox] the carrier (inbox { $inbox })
       *[name] { $name }
    } to release the cargo of { $reference } to your company.
desk-review-surrender-possession = Possession of { $reference } passes to { $partyKind ->
        [inbox] the carrier (inbox { $inbox })
       *[name] { $name }
    } while they decide.
desk-review-surrender-until = Until { $partyKind ->
        [inbox] the carrier (inbox { $inbox })
       *[name] { $name }
    } accepts or rejects the request, your company cannot transfer { $reference } or request its surrender again.
desk-review-transfer-summary = Transfer possession of { $reference } to { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    }.
desk-review-transfer-holds = { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } will hold { $reference }; your company will no longer hold it.
desk-review-transfer-no-further = Your company can take no further action on { $reference }: only { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } can transfer it on, or back to you.
desk-review-caution-surrenderee = The surrenderee, { $whoKind ->
        [inbox] inbox { $whoInbox }
       *[name] { $who }
    }, is not the eBL's issuer ({ $issuerKind ->
        [inbox] inbox { $issuerInbox }
        [none] not named
       *[name] { $issuer }
    }): a surrender normally hands the bill back to the carrier that issued it. Check with the carrier before you sign.

## The receiver check

desk-receiver-type-name = Type the name { $wanted } to confirm: { $why ->
        [near] this inbox is close to one you know
        [first] you have never dealt with this inbox: it is no verified contact, and no action toward it went through
       *[transfer] no transfer to this inbox went through before
    }.
desk-receiver-type-chars = Type { $wanted } (characters of its inbox id that no inbox you know has there, or the whole id) to confirm: { $why ->
        [near] this inbox is close to one you know
        [first] you have never dealt with this inbox: it is no verified contact, and no action toward it went through
       *[transfer] no transfer to this inbox went through before
    }.
desk-receiver-earlier = { $what } on { $when }
desk-receiver-earlier-envelope = an envelope on { $when }

## Approvals (dual control): the three columns and their differences.
## $partyKind / $nowKind / $askedKind / $signsKind: name, inbox or none; $short, $nowId…: a
## short inbox id.

desk-approval-party = { $partyKind ->
        [inbox] inbox { $short }
       *[name] { $name } ({ $short })
    }
desk-approval-holder = { $partyKind ->
        [none] no holder
        [inbox] inbox { $short }
       *[name] { $name } ({ $short })
    }
desk-approval-holder-unknown = unknown
desk-approval-unreadable = could not be read
desk-approval-as-now = as now
desk-approval-operation = { $kind ->
        [transfer] Transfer possession
        [surrender] Request surrender for delivery
       *[copy] Send a view-only copy
    }
desk-approval-function = { $function ->
        [transferPossession] Transfer possession
        [requestSurrenderForDelivery] Request surrender for delivery
       *[other] { $function }
    }
desk-approval-diff-reference = This eBL's reference is { $now }; the request names { $asked }
desk-approval-diff-state = The state is now { $now }; the request was made when it was { $asked }
desk-approval-diff-holder = The holder is now { $nowKind ->
        [none] no holder
        [inbox] inbox { $nowId }
       *[name] { $now } ({ $nowId })
    }; the request was made when it was { $askedKind ->
        [none] no holder
        [inbox] inbox { $askedId }
       *[name] { $asked } ({ $askedId })
    }
desk-approval-diff-title = The title id is now { $nowKind ->
        [none] none
       *[id] { $now }
    }; the request was made when it was { $askedKind ->
        [none] none
       *[id] { $asked }
    }
desk-approval-diff-surrenderee = The surrenderee is now { $nowKind ->
        [none] none
        [inbox] inbox { $nowId }
       *[name] { $now } ({ $nowId })
    }; the request named { $askedKind ->
        [none] none
        [inbox] inbox { $askedId }
       *[name] { $asked } ({ $askedId })
    }
desk-approval-diff-known-as = This inbox is known here as { $known }; the maker named it { $names }
desk-approval-diff-no-name = No name is known here for inbox { $inbox }; the maker named it { $names }
desk-approval-diff-sign-ebl = The key would sign for eBL { $signs }; the request names { $asked }
desk-approval-diff-sign-function = The key would sign { $function ->
        [transferPossession] Transfer possession
        [requestSurrenderForDelivery] Request surrender for delivery
       *[other] { $function }
    }; the request asks to { $kind ->
        [transfer] transfer possession
        [surrender] request surrender for delivery
       *[copy] send a view-only copy
    }
desk-approval-diff-sign-title = The key would sign for title id { $signs }; the request was made for { $askedKind ->
        [none] none
       *[id] { $asked }
    }
desk-approval-diff-sign-toward = The key would sign toward { $signsKind ->
        [inbox] inbox { $signsId }
       *[name] { $signs } ({ $signsId })
    }; the request names { $askedKind ->
        [inbox] inbox { $askedId }
       *[name] { $asked } ({ $askedId })
    }
desk-approval-diff-nothing-signed = The key would sign nothing for it
desk-approval-diff-problem = Nothing can be done for it now:
desk-approval-summary-transfer = Transfer possession of { $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } eBLs ({ $refs })
           *[other] { $count } eBLs ({ $refs }, and { $more } more)
        }
    } to { $partyKind ->
        [inbox] the company with inbox { $inbox }
       *[name] { $name }
    }.
desk-approval-summary-copy = Send a view-only copy of { $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } eBLs ({ $refs })
           *[other] { $count } eBLs ({ $refs }, and { $more } more)
        }
    } to { $partyKind ->
        [inbox] the company with inbox { $inbox }
       *[name] { $name }
    }.
desk-approval-summary-surrender = Request the surrender for delivery of { $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } eBLs ({ $refs })
           *[other] { $count } eBLs ({ $refs }, and { $more } more)
        }
    }.

## An eBL's state in words (messages with no placeable: they go into others as arguments).

desk-state-issued = Issued
desk-state-surrender-requested = Surrender requested
desk-state-surrendered = Surrendered
desk-state-amendment-requested = Amendment requested
desk-state-surrendered-for-amendment = Surrendered for amendment
desk-state-void = Void
desk-time-unknown = an unknown time

## What the eBL says of an action's answer (attention items, the timeline).

desk-surrender-rejected-held = The carrier rejected your surrender request (back to Issued, held by your company)
desk-surrender-rejected = The carrier rejected your surrender request (back to Issued)
desk-surrender-accepted = The carrier accepted your surrender request (Surrendered)
desk-surrender-accepted-out-of-sight = Your surrender request appears accepted: the eBL is no longer visible to your company (the interface does not say more)
desk-surrender-accepted-by-surrenderee = Your surrender request appears accepted: the surrenderee holds the eBL ({ $state }; the interface does not say more)
desk-surrender-pending = Your surrender request is still waiting for the carrier's answer (Surrender requested)
desk-surrender-cannot-tell = The eBL changed after your surrender request (now { $state }); the interface cannot tell whether the carrier answered it
desk-surrender-cannot-tell-unknown = The eBL changed after your surrender request (now unknown); the interface cannot tell whether the carrier answered it
desk-transfer-out-of-sight = Your transfer to { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } went through: the eBL is no longer visible to your company
desk-transfer-went-through = Your transfer to { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } went through: { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } now holds the eBL
desk-transfer-not-yet = Your transfer to { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    } has not gone through: your company still holds the eBL
desk-transfer-cannot-tell = The eBL changed after your transfer to { $partyKind ->
        [inbox] the company with inbox { $inbox }
        [unknown] an unknown company
       *[name] { $name }
    }; the interface cannot tell whether the transfer went through

## Why an item needs attention.

desk-attention-new-held = New for your company, which holds it ({ $state })
desk-attention-came-to-you = Possession came to your company ({ $state })
desk-attention-surrender-waiting = Your surrender request has had no answer for more than { $hours } hours (requested { $when })
desk-attention-outcome-unknown = Whether your { $operation ->
        [TRANSFER_POSSESSION] transfer of possession
        [REQUEST_SURRENDER_FOR_DELIVERY] surrender request
        [SEND_AS_COPY] copy sent
        [ENVELOPE_SEND] envelope sent
        [KEY_REGISTRATION] key registration
       *[other] { $operation }
    } went through is still not known after { $minutes } minutes
desk-attention-credit-deadline = The documents under credit { $credit } must reach the bank by { $by } ({ $when ->
        [ago] { $days } days ago
        [today] today
        [tomorrow] tomorrow
       *[in] in { $days } days
    }: { $because ->
        [period] its presentation period ends
       *[expiry] the credit expires
    }), and the envelope is not sent yet
desk-attention-untouched = Held by your company and untouched for more than { $days } days (nothing since { $since }; { $state })
desk-attention-arrival = Not surrendered, and { $vesselKind ->
        [both] { $vessel } (voyage { $voyage })
        [vessel] { $vessel }
        [voyage] voyage { $voyage }
       *[none] the vessel
    } { $arrives ->
        [arrived] arrived
       *[arrives] arrives
    } { $when }: surrender was due by { $by } ({ $hours } h before arrival)

## Desktop notifications and the tray.

desk-notice-changes = { $first ->
        [yes] eBLs { $change ->
            [arrived] arrived
            [changed] changed
           *[left] left your company
        }
       *[no] { $change ->
            [arrived] arrived
            [changed] changed
           *[left] left your company
        }
    }: { $refs }{ $more ->
        [0] {""}
       *[other] , and { $more } more
    }
desk-notice-separator = {"; "}
desk-notice-item = { $reference }:
desk-notice-an-ebl = An eBL
desk-notice-many = { $count } eBLs need attention: { $refs }{ $more ->
        [0] {""}
       *[other] , and { $more } more
    }
desk-notice-open = Open
desk-tray-title = eBL Desk — { $count } need attention
desk-tray-open = Open eBL Desk
desk-tray-quit = Quit

## The document check against the eBL (the envelope builder's lines; the record keeps the
## report's English words, these are what the window shows).

desk-check-bl-number = B/L number
desk-check-containers = Containers
desk-check-gross-weight = Gross weight
desk-check-packages = Packages
desk-check-vessel = Vessel
desk-check-voyage = Voyage
desk-check-port-of-loading = Port of loading
desk-check-port-of-discharge = Port of discharge
desk-check-shipper = Shipper
desk-check-consignee = Consignee
desk-check-notify-party = Notify party
desk-check-standing-title = The eBL
desk-check-silent = { $title }: not checked — { $why ->
        [no-bl-number] the eBL has no B/L number
        [no-pdf-text] the eBL's PDF has no text
        [no-container] the eBL's PDF names no container
        [no-total] the eBL's PDF states no total
        [no-vessel] the eBL names no vessel
        [no-voyage] the eBL names no voyage
        [no-port] the eBL names no port
       *[no-party] the eBL names no such party
    }
desk-check-no-documents = { $title }: not checked — no documents
desk-check-differs = { $title }: { $count } { $count ->
        [one] difference
       *[other] differences
    } from the eBL ({ $expected }) — { $documents }
desk-check-not-checked-in = { $title }: not checked in { $documents } — no text
desk-check-and-matches = ; { $expected } — matches in { $documents }
desk-check-matches = { $title }: { $expected } — matches in { $documents }
desk-check-and-not-stated = ; not stated in { $documents }
desk-check-and-unlabelled = ; found without its label in { $documents } (not read as a match)
desk-check-not-stated = { $title }: not stated in any document
desk-check-unlabelled = { $title }: { $expected } found without its label in { $documents } — not read as a match
desk-check-page-before = p.
desk-check-page-after = {""}
desk-check-standing = The eBL:
desk-check-standing-ok = The eBL: an original, ISSUED, held by your company
desk-check-standing-copy = a copy, not the original
desk-check-standing-state = { $state }, not ISSUED
desk-check-standing-not-held = not held by your company
desk-check-separator = {"; "}
desk-check-value-copy = a copy
desk-check-value-original = the original
desk-check-value-no-state = no state
desk-check-value-held-by-another = held by another company
desk-check-value-held-by-you = held by your company
desk-check-note-no-text = not checked — no text
desk-check-note-not-found = not found in the document
desk-check-note-unlabelled = found without its label: not read as a match
desk-check-note-check-digit-same = check digit wrong (the eBL has the same number)
desk-check-note-not-on-ebl = not on the eBL
desk-check-note-not-on-ebl-check-digit = not on the eBL; check digit wrong
desk-check-note-near-miss = near miss
desk-check-note-legal-form = the legal form differs
desk-check-note-copy = a copy cannot be presented
