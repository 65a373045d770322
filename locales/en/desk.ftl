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
desk-check-note-converted = = { $value }
desk-check-note-sum-of-lines = no total stated: the sum of { $count } lines
desk-check-note-one-character = one character differs from the eBL's { $container }
desk-check-note-check-digit-has = check digit wrong; the eBL has { $container }
desk-check-note-more = { $percent }% more than the eBL
desk-check-note-less = { $percent }% less than the eBL
desk-check-note-more-within = { $percent }% more than the eBL, within the tolerance
desk-check-note-less-within = { $percent }% less than the eBL, within the tolerance

## The documentary credit check's lines (the tags are SWIFT's field tags).

desk-credit-invoice-currency = Invoice currency (32B)
desk-credit-invoice-amount = Invoice amount (32B, 39A)
desk-credit-invoice-issuer = Invoice issued by the beneficiary (59)
desk-credit-invoice-made-out-to = Invoice made out to the applicant (50)
desk-credit-goods = Goods on the invoice (45A)
desk-credit-port-of-loading = Port of loading (44E)
desk-credit-port-of-discharge = Port of discharge (44F)
desk-credit-shipment-date = Shipment date (44C)
desk-credit-presentation = Presentation (48, 31D)
desk-credit-documents-required = Documents required (46A)
desk-credit-partial-shipments = Partial shipments (43P)
desk-credit-transhipment = Transhipment (43T)
desk-credit-consignee = Consignee (46A)
desk-credit-notify-party = Notify party (46A)
desk-credit-differs = { $title }: { $count } { $count ->
        [one] difference
       *[other] differences
    } from the credit ({ $expected }) — { $documents }
desk-credit-not-checked = { $title }: not checked — { $why }
desk-credit-not-checked-no-field = { $title }: not checked — the credit has no { $tag }
desk-credit-why-no-text = no text
desk-credit-why-ebl-no-text = the eBL's PDF has no text
desk-credit-why-no-invoice = no invoice in the envelope (a document of type INV)
desk-credit-why-goods-unreadable = 45A names no goods this check can read
desk-credit-why-port-range = a range of ports, for the examiner
desk-credit-why-partial-allowed = allowed (43P): nothing to check
desk-credit-why-partial-conditional = conditional (43P), for the examiner
desk-credit-why-transhipment-allowed = allowed (43T): nothing to check
desk-credit-why-transhipment-conditional = conditional (43T), for the examiner
desk-credit-why-46a-silent = 46A does not say
desk-credit-why-to-order = to the order of the shipper, for the examiner
desk-credit-why-bank-by-role = the issuing bank by role, for the examiner
desk-credit-because-days = { $days } days after shipment ({ $rule })
desk-credit-because-expires = the credit expires (31D)
desk-credit-because-expires-at = the credit expires at { $place } (31D)
desk-credit-verdict-none = no difference from the credit
desk-credit-verdict-differences = { $count } { $count ->
        [one] difference
       *[other] differences
    } from the credit
desk-credit-verdict-late = too late: the presentation had to reach the bank by { $date } ({ $because }), { $days } { $days ->
        [one] day
       *[other] days
    } ago
desk-credit-verdict-today = present today: { $date } is the last day ({ $because })
desk-credit-verdict-left = present by { $date } ({ $because }): { $days } { $days ->
        [one] day
       *[other] days
    } left

## CSV exports' column names (the values stay the record's codes). The contacts' names are
## read back by the import in any language.

desk-csv-activity-time = time
desk-csv-activity-operation = operation
desk-csv-activity-outcome = outcome
desk-csv-activity-ebl-reference = ebl_reference
desk-csv-activity-ebl-id = ebl_id
desk-csv-activity-counterparty = counterparty
desk-csv-activity-transaction-hash = transaction_hash
desk-csv-activity-detail = detail
desk-csv-activity-entry-id = entry_id
desk-csv-activity-prepared-by = prepared_by
desk-csv-activity-approved-by = approved_by
desk-csv-contacts-company-name = company_name
desk-csv-contacts-inbox-id = inbox_id
desk-csv-contacts-country = country
desk-csv-contacts-notes = notes

## Why an action is not offered on an eBL.

desk-action-no-key = This action is signed with your key: add one on the Keys screen first.
desk-action-copy = This is a copy: a copy can only be viewed and downloaded.
desk-action-unknown-state = The state { $state } is unknown to this version of eBL Desk, so it offers no action.
desk-action-not-held = Your company does not hold this eBL.
desk-action-not-consignee = Only the consignee may request surrender, and your company is not the consignee.
desk-action-surrender-not-issued = Surrender can be requested only while the eBL is ISSUED; it is { $state }.
desk-action-pass-not-issued = Only an ISSUED eBL can be passed on; this one is { $state }.
desk-action-sign-in = Sign in to act on this eBL.
desk-action-read-only = Your sign-in allows reading only (scope read): sign in again with write access to act.

## Where a name the receiver check shows comes from, and what a reader must be told of it.

desk-dir-method-phone = phone call
desk-dir-method-in-person = in person
desk-dir-method-email = e-mail from a known address
desk-dir-method-other = other
desk-dir-role-consignee = consignee
desk-dir-role-shipper = shipper
desk-dir-role-issuer = issuer
desk-dir-role-surrenderee = surrenderee
desk-dir-role-party = party
desk-dir-verified = Verified by { $by } on { $when } ({ $how }).
desk-dir-verified-contact = your verified contact
desk-dir-contact-not-verified = your contact, not verified
desk-dir-your-contact = your contact.
desk-dir-added-by = (added by { $by } on { $when })
desk-dir-added-on = (added on { $when })
desk-dir-who-am-i = the service's who-am-I answer
desk-dir-named-only-on = named only on { $reference }, as { $roles }
desk-dir-named-on-ebls = named on eBLs, as { $roles }
desk-dir-named-on-count = named on { $count } { $other ->
        [yes] other eBL{ $count ->
            [one] {""}
           *[other] s
        }
       *[no] eBL{ $count ->
            [one] {""}
           *[other] s
        }
    }, as { $roles }
desk-dir-source-named-on = named on { $count } { $count ->
        [one] eBL
       *[other] eBLs
    } (as { $roles })
desk-dir-known-under-names = This inbox is known under { $count } names: { $names }{ $stop ->
        [yes] .
       *[no] {""}
    }
desk-dir-name-also-another = { $name } is also the name of another inbox ({ $other }).
desk-dir-near-miss = { $count } { $count ->
        [one] character
       *[other] characters
    } from { $name }'s inbox ({ $other }).
desk-dir-named-alike = { $name } is also the name of another inbox ({ $other }): check which one you mean.

## A bulk action's items.

desk-batch-stopped = The app stopped before it was signed.
desk-batch-not-offered = Not offered for this eBL.
desk-batch-no-longer-listed = No longer in the list: refresh it.
desk-batch-cancelled = Cancelled before signing.

## The timeline of an eBL: actions (parts said one after the other) and changes.

desk-timeline-company-with-inbox = the company with inbox
desk-timeline-action = { $outcome ->
        [refused] eBL Desk refused to sign: you
       *[other] You
    } { $operation ->
        [TRANSFER_POSSESSION] transferred possession to { $toKind ->
            [unknown] an unknown company
           *[name] { $to }
        }
        [REQUEST_SURRENDER_FOR_DELIVERY] requested surrender
        [SEND_AS_COPY] sent a view-only copy to { $toKind ->
            [unknown] an unknown company
           *[name] { $to }
        }
        [ENVELOPE_SEND] sent envelope { $envelope } to { $toKind ->
            [unknown] an unknown company
           *[name] { $to }
        }
        [KEY_REGISTRATION] registered your key with { $registeredKind ->
            [ours] your company
           *[name] { $registeredWith }
        }
       *[other] did { $operation }
    }
desk-timeline-documents-checked = (its documents checked against this eBL: { $differences ->
        [0] no difference
       *[other] { $differences } { $differences ->
            [one] difference
           *[other] differences
        } acknowledged, check { $digest }
    })
desk-timeline-documents-and-credit-checked = (its documents checked against this eBL: { $differences ->
        [0] no difference
        [one] { $differences } difference
       *[other] { $differences } differences
    }; against credit { $credit } (hash { $hash }): { $creditDifferences ->
        [0] no difference
        [one] { $creditDifferences } difference
       *[other] { $creditDifferences } differences
    }{ $acknowledged ->
        [yes] , acknowledged
       *[no] {""}
    }, check { $digest })
desk-timeline-signed-by = — signed by { $signer }
desk-timeline-transaction = , transaction { $transaction }
desk-timeline-refused = , but the service's { $detail } did not match what you reviewed; nothing was signed
desk-timeline-failed = ; it did not go through ({ $detail })
desk-timeline-unknown = ; whether the service carried it out is not known yet
desk-timeline-prepared-by = Prepared by { $maker }
desk-timeline-request-signed = (request signed by { $address })
desk-timeline-request-unsigned = (request unsigned)
desk-timeline-approved-by = Approved by { $approver }
desk-change-arrived = { $reference } became visible to your company ({ $state })
desk-change-state = State changed to { $state }
desk-change-holder = Possession passed to { $holder }
desk-change-given-up = Possession was given up
desk-change-copy = Your company now sees it only as a copy
desk-change-left = It is no longer visible to your company

## What the service notified (a webhook): its own words quoted, never the app's.

desk-notified-surrender-confirmed = The carrier { $decisionKind ->
        [reject] rejected the surrender request
        [accept] accepted the surrender request
        [missing] answered the surrender request
       *[other] answered the surrender request ({ $decision })
    }, as the eBL now shows{ $hasWords ->
        [yes] ; the service's words: “{ $words }”
       *[no] {""}
    }
desk-notified-surrender-unconfirmed = The service says the carrier { $decisionKind ->
        [reject] rejected the surrender request
        [accept] accepted the surrender request
        [missing] answered the surrender request
       *[other] answered the surrender request ({ $decision })
    }{ $hasWords ->
        [yes] : “{ $words }”
       *[no] {""}
    } — not confirmed by the eBL yet
desk-notified-transfer = The service notified a transfer of possession
desk-notified-amendment = The service notified an answer to an amendment{ $hasWords ->
        [yes] : “{ $words }”
       *[no] {""}
    }
desk-notified-paper = The service notified an answer to a switch to paper{ $hasWords ->
        [yes] : “{ $words }”
       *[no] {""}
    }
desk-notified-other = The service notified an update ({ $event }){ $hasWords ->
        [yes] : “{ $words }”
       *[no] {""}
    }

## A document party's function (DCSA party function codes).

desk-party-function-shipper = Shipper
desk-party-function-consignee = Consignee
desk-party-function-invoice-payer-shipper = Invoice payer for the shipper
desk-party-function-invoice-payer-consignee = Invoice payer for the consignee
desk-party-function-document-issuer = Document issuer
desk-party-function-first-notify = First notify party
desk-party-function-second-notify = Second notify party
desk-party-function-other-notify = Other notify party
desk-party-function-shipper-forwarder = Shipper's freight forwarder
desk-party-function-consignee-forwarder = Consignee's freight forwarder
desk-party-function-booking-office = Carrier booking office
desk-party-function-contract-owner = Service contract owner
desk-party-function-booking-agency = Booking agency
desk-party-function-platform = eBL solution platform
desk-party-function-endorsee = Endorsee
desk-party-function-carrier = Carrier
desk-party-function-agent = Agent
desk-party-function-vessel = Vessel
desk-party-function-port-authority = Port authority
desk-party-function-pilot = Pilot
desk-party-function-terminal = Terminal
desk-party-function-towing = Towing service
desk-party-function-bunker = Bunker service
desk-party-function-lashing = Lashing service
desk-party-function-not-given = Not given
desk-party-function-code = Party function

## The eBL in the window: a holder by its words.

desk-ebl-your-company = Your company
desk-ebl-unknown-company = Unknown company

## An envelope draft: what would make its upload fail, by field.

desk-draft-choose-recipient = Choose a recipient.
desk-draft-not-a-uuid = “{ $value }” is not { $what ->
        [recipient] an inbox id
        [company] a company id
       *[inbox] a inbox id
    } (a UUID).
desk-draft-enter-acid = Enter the ACID number.
desk-draft-acid-digits = An ACID number has 19 digits; this has { $allDigits ->
        [yes] { $count }
       *[no] { $count } characters, not all digits
    }.
desk-draft-add-document = Add at least one document.
desk-draft-too-many-documents = An envelope holds at most { $max } documents; this one has { $count }.
desk-draft-file-name-needed = The document needs a file name.
desk-draft-file-name-long = File names have at most { $max } characters.
desk-draft-file-name-slash = A file name cannot contain / or \.
desk-draft-file-name-twice = Another document is also named “{ $name }”; rename one.
desk-draft-choose-type = Choose a document type.
desk-draft-type-code = A type is a short code of 2–10 capital letters or digits, such as INV.
desk-draft-document-id-needed = Standard envelopes need a document id.
desk-draft-metadata-key-needed = A metadata value needs a key.
desk-draft-metadata-key-twice = The key “{ $key }” appears twice.
desk-draft-file-gone = The file is gone: it was moved or deleted since it was added.
desk-draft-file-unreadable = The file cannot be read: { $reason }.
desk-draft-file-folder = This is a folder; add the files inside it instead.
desk-draft-file-not-regular = This is not a regular file.
desk-draft-file-empty = The file is empty.
desk-draft-file-too-big = The file is { $size }; the limit is { $limit } MiB (Settings).
desk-draft-file-not-granted = This file changed since it was added, or was not added in this window: add it again (Add files… or a drop) to confirm it.

## Where the key stands with the company (Keys screen).
desk-key-standing-your-key = your key
desk-key-standing-no-key = There is no key yet: generate or import one.
desk-key-standing-not-registered = Not registered: the service does not know { $key } yet. Register it, then your company's administrator approves it.
desk-key-standing-pending = Waiting for approval: your company's administrator has not approved { $key } yet. It cannot sign until then.
desk-key-standing-approved = Approved: { $key } may sign for your company.
desk-key-standing-revoked = Revoked: your company's administrator withdrew { $key }. It can no longer sign; use another key.
desk-key-standing-not-offered = This service does not say which keys it approves: it decides when you sign.
desk-key-standing-unknown = Sign in to see whether the service approved this key.

## Settings › Profiles: the registries a key has pinned.
desk-registry-ebl = eBL registry
desk-registry-envelope = Envelope registry

## Settings › About: the PDF viewer's sandbox (the worker reports the facts).
desk-pdf-jail-seccomp = System-call filter (seccomp)
desk-pdf-jail-seccomp-on = only the calls a renderer needs: no network, no programs, no writing files
desk-pdf-jail-seccomp-off = missing: nothing stops the viewer from opening network connections or starting programs
desk-pdf-jail-files = File jail (Landlock)
desk-pdf-jail-files-abi = File jail (Landlock ABI { $abi })
desk-pdf-jail-files-full = reads only the system fonts
desk-pdf-jail-files-partial = reads only the system fonts (this kernel's older Landlock leaves a few file operations uncovered)
desk-pdf-jail-files-off = missing: this system's kernel offers no Landlock, so the viewer could read your files
desk-pdf-jail-network = Network rules (Landlock ABI 4)
desk-pdf-jail-network-on = no TCP connections, even without the system-call filter
desk-pdf-jail-scope = Scope rules (Landlock ABI 6)
desk-pdf-jail-scope-on = no abstract sockets, no signals to other programs
desk-pdf-jail-kernel-missing = missing on this kernel
desk-pdf-jail-environment = No environment
desk-pdf-jail-environment-on = started without the app's environment: no keyring address, no home folder, no tokens
desk-pdf-jail-environment-off = missing: the viewer was started with the app's environment
desk-pdf-jail-summary-none = The PDF viewer runs without its sandbox on this system: a booby-trapped PDF that took over the renderer could read your files and reach the network, including the keyring that holds your signing key. Open PDFs only from senders you trust.
desk-pdf-jail-summary-full = The PDF viewer runs in a sandbox: it cannot read your files, open any network connection or start programs.
desk-pdf-jail-summary-environment = The PDF viewer is only partly sandboxed: it cannot read your files, open any network connection or start programs, but it was started with the app's environment (addresses and settings a takeover could learn from).
desk-pdf-jail-summary-no-landlock = The PDF viewer is only partly sandboxed: it cannot open any network connection or start programs, but this system cannot keep it away from your files (the kernel offers no Landlock).
desk-pdf-jail-summary-no-seccomp = The PDF viewer is only partly sandboxed: it cannot read your files, but this system cannot keep it from talking to other programs (seccomp is not available).
desk-pdf-jail-missing = { $summary } Missing here: { $missing }.

## Rules screen: what is wrong with a rule before the service is asked.
desk-rules-check-name = Give the rule a name.
desk-rules-check-no-action = Add at least one action.
desk-rules-check-ebl-webhook-only = eBL rules can only post a webhook.
desk-rules-check-no-email = Add at least one e-mail address.
desk-rules-check-not-email = { $address } is not an e-mail address.
desk-rules-check-no-webhook = Add at least one webhook URL.
desk-rules-check-not-url = { $url } is not an http(s) URL.
desk-rules-check-header-name = Every header needs a name.
desk-rules-check-headers-webhook-only = Only webhooks send headers.

## Keys screen: why a key on a security module (PKCS#11) cannot sign.
desk-module-key-no-public-key = Its public key is not on the token, so its address cannot be shown.
desk-module-key-not-ec = It is an { $kind } key; the service's signatures need an EC key on secp256k1.
desk-module-key-other-curve = It is on { $curve }; the service's signatures need secp256k1.
desk-module-key-point-unreadable = Its public key cannot be read from the token.

## The browser page that ends a company registration.
desk-registration-page-stranger = This answer does not belong to the registration in progress.
desk-registration-page-done = Registration complete — you can close this tab.
