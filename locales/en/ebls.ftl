# The eBLs screen: the list, one eBL's detail, the PDF preview, reviews, bulk actions, deadlines.
# End-to-end tests find buttons, fields and dialogs by these English words: keep them stable.

## Screen
ebls-title = eBLs
ebls-subtitle = Electronic bills of lading your company holds or is a party to.
ebls-session-unreadable = The session could not be read
# Joins the items of a list in a sentence ("arrived: A, B").
ebls-joiner = {", "}
# Joins the parts of one sentence ("arrived: A; changed: B").
ebls-parts-joiner = {"; "}
ebls-changes = eBLs { $parts }
ebls-changes-arrived = arrived: { $references }
ebls-changes-changed = changed: { $references }
ebls-changes-left = no longer held: { $references }
# A code shown as a tooltip (the interface's own name for a state or an event).
# (The empty literal before it makes the bundle isolate the code, as it does any data in a sentence.)
ebls-code = {""}{ $code }

## States and roles
ebls-state-issued = Issued
ebls-state-surrender-requested = Surrender requested
ebls-state-surrendered = Surrendered
ebls-state-amendment-requested = Amendment requested
ebls-state-surrendered-for-amendment = Surrendered for amendment
ebls-state-void = Void
ebls-role-issuer = Issuer
ebls-role-consignor = Consignor
ebls-role-consignee = Consignee
ebls-role-surrenderee = Surrenderee

## The list
ebls-list-label = eBL list
ebls-search-label = Search eBLs
ebls-search-placeholder = Search reference, party, port, vessel…  ( / )
ebls-filter-state = State
ebls-filter-any-state = Any state
ebls-filter-role = Role
ebls-filter-any-role = Any role
ebls-filter-held = Held by us
ebls-filter-copies = Copies
ebls-filter-copies-all = Originals and copies
ebls-filter-copies-originals = Originals only
ebls-filter-copies-only = Copies only
ebls-filter-attention = Needs attention
ebls-refresh = Refresh
ebls-offline-as-of = offline — as of { $time }
ebls-offline-as-of-last = offline — as of the last fetch
ebls-offline-detail = · the service cannot be reached; this is the list saved on this computer. Trying again every few seconds.
ebls-list-unrefreshed = The list could not be refreshed
ebls-interrupted-transfer = A bulk action did not finish: transfer { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } — { $done } went through, { $notDone } did not.
ebls-interrupted-copy = A bulk action did not finish: send as copies { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } — { $done } went through, { $notDone } did not.
ebls-interrupted-surrender = A bulk action did not finish: request surrender for { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } — { $done } went through, { $notDone } did not.
ebls-show-batch = Show the batch
ebls-attention-unreadable = What needs attention could not be read
ebls-count-loading = Loading eBLs…
ebls-count-loading-all = Loading all { $total } eBLs…
ebls-count = { $total ->
        [one] { $total } eBL
       *[other] { $total } eBLs
    }
ebls-count-of = { $shown } of { $total } eBLs
ebls-count-updated = {" "}· updated { $time }
ebls-empty = Your company has no eBLs on the service yet.
ebls-no-match = No eBL matches these filters.
ebls-no-attention = No eBL in the list needs attention.
ebls-no-attention-filtered = No eBL in the list needs attention among those the other filters show.

## The table
ebls-col-reference = Reference
ebls-col-state = State
ebls-col-roles = Your role(s)
ebls-col-held = Held by us
ebls-col-holder = Holder
ebls-col-copy = Copy
ebls-col-ports = Ports
ebls-col-vessel = Vessel / voyage
ebls-select-all = Select all shown
ebls-select-row = Select { $reference }
ebls-needs-attention-prefix = Needs attention:{" "}
ebls-copy = Copy
ebls-original = Original
ebls-copy-of-above = {" "}of the eBL above
ebls-copies-below = { $count ->
        [one] { $count } copy below
       *[other] { $count } copies below
    }
ebls-yes = Yes
ebls-no = No

## Selection and bulk actions
ebls-selection = Selection
ebls-selected = { $count } selected
ebls-bulk-transfer = Transfer selected
ebls-bulk-copy = Send selected as copies
ebls-bulk-surrender = Request surrender for selected
ebls-bulk-partial = {" "}({ $allowed } of { $selected })
ebls-bulk-none = Not available for the selection.
ebls-bulk-not-allowing = { $count } of the selected eBLs do not allow it.
ebls-clear-selection = Clear selection
ebls-too-many = At most { $max } eBLs can be acted on at once.
ebls-selection-unknown = What the selection allows is not known
ebls-not-all-allow = Not all selected eBLs allow this
ebls-cannot-transfer = { $left } of the { $selected } selected eBLs cannot be transferred:
ebls-cannot-copy = { $left } of the { $selected } selected eBLs cannot be sent as copies:
ebls-cannot-surrender = { $left } of the { $selected } selected eBLs cannot be put up for surrender:
ebls-why-not = Why not
ebls-continue-other = Continue with the other { $count }
ebls-n-ebls = { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    }
ebls-batch-intro-transfer = Transfer { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to:
ebls-batch-intro-copy = Send copies of { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to:
ebls-batch-intro-surrender = Request surrender for { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to:
ebls-batch-title-transfer = Transfer { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    }
ebls-batch-title-copy = Send copies of { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    }
ebls-batch-title-surrender = Request surrender for { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    }
ebls-batch-review-sign = Review and sign { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    }
ebls-batch-review-send = Review and send { $count ->
        [one] { $count } copy
       *[other] { $count } copies
    }
ebls-item-waiting = Waiting
ebls-item-skipped = Left out
ebls-item-submitting = Signing and submitting…
ebls-item-done = Done
ebls-item-refused = Refused
ebls-item-failed = Failed
ebls-item-unknown = Not known yet
ebls-item-not-sent = Not sent
ebls-reviewing-selection = Reviewing the selection
ebls-asking-each = Asking the service what to sign for each of { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    }, and checking each…
ebls-batch-unprepared = The bulk action could not be prepared
ebls-nothing-signed = Nothing was signed
ebls-bulk-action = Bulk action
ebls-batch-unreadable = The batch could not be read
ebls-loading = Loading…
ebls-batch-interrupted = This batch was interrupted when eBL Desk stopped: { $done } went through, { $notDone } did not. Nothing is signed twice: those whose answer was lost were checked on the service first.
ebls-batch-summary-transfer = Transfer possession of { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to { $recipient }.
ebls-batch-summary-copy = Send view-only copies of { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to { $recipient }.
ebls-batch-summary-surrender = Ask the carrier of each of { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to release its cargo to your company.
ebls-batch-left-out = {" "}{ $count } left out (below).
ebls-batch-running = { $settled } of { $finished } done or ended — { $done } went through
ebls-batch-ended = { $done } of { $finished } went through.
ebls-batch-ended-some = { $done } of { $finished } went through; { $failed } failed, { $refused } refused, { $notSent } not sent.
ebls-batch-ended-unknown = { $done } of { $finished } went through; { $failed } failed, { $refused } refused, { $notSent } not sent, { $unknown } not known yet.
ebls-batch-cancelling = {" "}Cancelling: no further eBL is signed.
ebls-batch-progress = Batch progress
ebls-batch-reviewed-again-sign = Reviewed again: { $count ->
        [one] { $count } eBL
       *[other] { $count } eBLs
    } to sign with the service's fresh signing data.
ebls-batch-reviewed-again-send = Reviewed again: { $count ->
        [one] { $count } copy
       *[other] { $count } copies
    } to send.
ebls-batch-second-person-signed = This profile's policy: a second person approves transfers and surrenders. Request their approval; they check it against each eBL and sign with their key.
ebls-batch-second-person-copies = This profile's policy: a second person approves copies. Request their approval; they check it against each eBL and sign with their key.
ebls-batch-each-line = Each line is what your key signs for that eBL, checked against the service's signing data. Nothing is signed until you press Sign and submit all.
ebls-batch-copies-note = Nothing is signed: each copy is a request to the service. Nothing is sent until you press Send all.
ebls-batch-registry-first = Your key has never signed for the registry contract these calls name. Signing pins it for your key: a different registry named later, on any profile, is refused until you accept it in Settings.
ebls-batch-items = eBLs in this batch
ebls-batch-stopped = The batch stopped
ebls-sign-submit-all = Sign and submit all
ebls-send-all = Send all
ebls-check-unknown = Check the { $count } not known yet
ebls-resume = Resume ({ $count })
ebls-retry = Retry the { $count } that did not go through

## Actions and the review
ebls-action-surrender = Request surrender
ebls-action-transfer = Transfer
ebls-action-copy = Send as a copy
ebls-done-surrender = Surrender requested for { $reference }.
ebls-done-transfer = { $reference } transferred to { $recipient }.
ebls-done-copy = A copy of { $reference } was sent to { $recipient }.
ebls-the-recipient = the recipient
ebls-actions = Actions
ebls-read-only = Your sign-in is read-only; sign in with the write scope to act on eBLs.
ebls-no-key-request = No signing key on this profile: prepares a request for someone with the key to approve.
ebls-nothing-to-do = There is nothing you can do with this eBL right now.
ebls-unavailable-actions = Unavailable actions
ebls-not-available = not available for this eBL.
ebls-asking-service = Asking the service what to sign…
ebls-action-unprepared = The action could not be prepared
ebls-change-accepted = The change was accepted. Start the action again to review it.
ebls-continue = Continue
ebls-request-made = A request for approval of { $reference } was made.
ebls-accept-change-start = Accept the change…
ebls-accept-change = Accept the change
ebls-accept-change-text = Accept only if the carrier told you, outside this app, that this eBL's surrenderee or title changed. A surrender hands the cargo to the surrenderee and cannot be undone.
ebls-accept-now = Accept what the service names now
ebls-keep-refusing = Keep refusing
ebls-change-not-accepted = The change was not accepted
ebls-review-sign = Review and sign
ebls-review-send = Review and send
ebls-cautions = Check before you sign
ebls-registry-first = First signature for this registry
ebls-registry-first-lead = Your key has never signed for the registry contract
ebls-registry-first-rest = . Signing pins it for your key: a different registry named later, on any profile, is refused until you accept it in Settings. If your service's operator published its registry address, check that it is this one.
ebls-what-changes = What changes
ebls-second-person = A second person approves
ebls-second-person-signed = This profile's policy: a second person approves transfers and surrenders. Request their approval; they check it against the eBL and sign with their key.
ebls-second-person-copies = This profile's policy: a second person approves copies. Request their approval; they check it against the eBL and sign with their key.
ebls-nothing-signed-here = Nothing is signed here. Below is what a key would sign now; the approver sees it again from their own session.
ebls-nothing-signed-until = Nothing is signed until you press Sign and submit. Your key signs exactly the call below, checked against this review.
ebls-check-copy = Check where the copy goes. Nothing is sent until you press Send copy.
ebls-operation = Operation
ebls-ebl = eBL
ebls-recipient = Recipient
ebls-unknown-recipient = Unknown recipient
ebls-recipient-unknown-warning = Unknown recipient: this inbox is not one of the known companies or your contacts.
ebls-what-key-signs = What your key signs
ebls-signed-function = Function
ebls-ebl-id = eBL id
ebls-title-id = Title id
ebls-target-inbox = Target inbox
ebls-unknown-company = Unknown company
ebls-signer = Signer
ebls-hash = Hash
ebls-nonce = Nonce
ebls-registry-contract = Registry contract
ebls-signing = Signing and submitting…
ebls-sending = Sending…
ebls-not-submitted = Not submitted
ebls-not-sent = Not sent
ebls-sign-submit = Sign and submit
ebls-send-copy = Send copy
ebls-request-approval = Request approval…
ebls-close = Close
ebls-cancel = Cancel

## About the recipient
ebls-about-recipient = About the recipient
ebls-near-miss = Near miss
ebls-near-miss-title = Check this inbox: it is close to another one you know.
ebls-names-to-check = Names to check
ebls-shown-as = Shown as
ebls-no-name = No name: no company or contact you know has this inbox.
ebls-verified = Verified
ebls-not-verified = Not a verified contact.
ebls-known-as = Known as
ebls-known-none = No company or contact you know has this inbox.
ebls-named-on = Named on
ebls-named-on-none = No eBL you see names this inbox.
ebls-earlier-transfers = Earlier transfers
ebls-earlier-transfers-through = Earlier transfers that went through
ebls-earlier-transfers-none = None went through: this is the first transfer to this inbox.
ebls-earlier-surrenders = Earlier surrenders
ebls-earlier-surrenders-through = Earlier surrenders that went through
ebls-earlier-surrenders-none = None went through: this is the first surrender request to this inbox.
ebls-earlier-copies = Earlier copies
ebls-earlier-copies-through = Earlier copies that went through
ebls-earlier-copies-none = None went through: this is the first copy sent to this inbox.
ebls-earlier-envelopes = Earlier envelopes
ebls-earlier-envelopes-through = Earlier envelopes that went through
ebls-earlier-envelopes-none = None went through: this is the first envelope sent to this inbox.
ebls-dealt-before = Dealt with before
ebls-dealt-never = Never: no verified contact, and no action toward this inbox went through.
ebls-dealt-yes = Yes: a verified contact, or an action toward this inbox went through.
ebls-type-name = Type the recipient's name to confirm it
ebls-type-prefix = Type the first 8 characters of the inbox id to confirm it
ebls-type-chars = Type the characters of the inbox id shown to confirm it
ebls-as-shown = As shown:{" "}
ebls-near-miss-hint = This inbox is close to one you know: make sure it is the one you mean.
ebls-first-transfer-hint = Your company has not transferred to this inbox before.

## One eBL
ebls-detail-label = eBL detail
ebls-back = ← Back to the list
ebls-detail-unloadable = This eBL could not be loaded
ebls-detail-loading = Loading the eBL…
ebls-held-yes = Yes — your company holds this eBL
ebls-possession = Holds possession
ebls-held-in-inbox = Held in your inbox
ebls-title-holder = Holds title
ebls-tdr = Transport document reference
ebls-endorsement = Endorsement
ebls-to-order = To order
ebls-copy-of = Copy of
ebls-copies = Copies
ebls-open-original = Open the original { $reference }
ebls-open-copy = Open the copy { $reference }
ebls-unseen-original = Your company does not see the original.
ebls-unseen-copy = Your company does not see the copy.
ebls-inbox = inbox
ebls-parties = Parties
ebls-party-type = Type
ebls-party-name = Name
ebls-party-inbox = Inbox
ebls-party-email = E-mail
ebls-party-us = us
ebls-party-check-name = Check the name of { $name }
ebls-party-check-name-this = Check the name of this party
ebls-content = Content
ebls-issue-to = Issue to
ebls-party-codes = Party codes
ebls-party-code-list = Code
ebls-tax-reference = Tax reference
ebls-registration-number = Registration number
ebls-issued-on-platform = Issued on platform
ebls-document-parties = Document parties
ebls-document-party = Document party
ebls-party-function = Function
ebls-to-be-notified = To be notified
ebls-no-document-parties = No document parties.
ebls-download-pdf = Download PDF
ebls-save-pdf-title = Save { $reference } as PDF
ebls-pdf-filter = PDF document
ebls-pdf-not-saved = The PDF was not saved
ebls-saved-pdf = Saved { $reference } to { $path }
ebls-export-evidence = Export evidence pack
ebls-exporting = Exporting…
ebls-save-evidence-title = Save the evidence pack of { $reference }
ebls-evidence-filter = Evidence pack (zip)
ebls-evidence-not-saved = The evidence pack was not saved
ebls-saved-evidence = Saved the evidence pack of { $reference } ({ $entries ->
        [one] { $entries } action
       *[other] { $entries } actions
    } on record) to { $path }
ebls-download-carrier = Download the carrier's file
ebls-saving-carrier = Saving the carrier's file…
ebls-save-carrier-title = Save the carrier's file of { $reference }
ebls-carrier-filter = { $extension } file
ebls-any-file = Any file
ebls-carrier-not-saved = The carrier's file was not saved
ebls-saved-carrier = Saved the carrier's file of { $reference } to { $path }

## Surrender deadline
ebls-deadline = Surrender deadline
ebls-deadline-unreadable = The deadline could not be read
ebls-no-vessel = The eBL names no vessel and voyage.
ebls-surrender-by = Surrender by { $when }
ebls-deadlines-set = Deadlines set
ebls-deadline-line-ebl = Arrival { $arrival }, { NUMBER($lead, useGrouping: 0) } h lead, for this eBL
ebls-deadline-line-voyage = Arrival { $arrival }, { NUMBER($lead, useGrouping: 0) } h lead, for every eBL of vessel { $vessel } voyage { $voyage }
ebls-own-applies = {" "}(this eBL's own deadline applies)
ebls-clear-deadline-ebl = Clear the deadline for this eBL
ebls-clear-deadline-voyage = Clear the deadline for every eBL of vessel { $vessel } voyage { $voyage }
ebls-clear = Clear
ebls-deadline-cleared = Deadline cleared.
ebls-no-deadline = No deadline set. Enter the vessel's arrival to be told when the eBL is not surrendered in time.
ebls-not-watched = Deadlines are not watched for this profile (Settings → Watching): a deadline set here raises nothing.
ebls-arrival-lead = Arrival and lead time
ebls-applies-to = Applies to
ebls-for-this-ebl = For this eBL
ebls-for-voyage = For every eBL of vessel { $vessel } voyage { $voyage }
ebls-for-voyage-none = For every eBL of its vessel and voyage
ebls-arrival-label = Arrival (date and time)
ebls-arrival-problem = Enter the arrival date and time.
ebls-lead-label = Lead time (hours)
ebls-lead-hint = Raised when the eBL is not surrendered this long before arrival.
ebls-lead-problem = Enter whole hours, from 0 to { NUMBER($max, useGrouping: 0) }.
ebls-save-deadline = Save deadline
ebls-saved-by = Saved: surrender by { $when }.
ebls-saved = Saved.
ebls-deadline-not-saved = The deadline was not saved
ebls-deadline-not-cleared = The deadline was not cleared

## Timeline
ebls-timeline = Timeline
ebls-timeline-unreadable = The timeline could not be read
ebls-timeline-empty = Nothing on record yet: actions you take and changes the list sees appear here.

## The PDF preview (the page itself stays left to right)
ebls-preview = PDF preview
ebls-preview-controls = Preview controls
ebls-prev-page = Previous page
ebls-prev-page-title = Previous page (Page Up)
ebls-next-page = Next page
ebls-next-page-title = Next page (Page Down)
ebls-page-of = Page { $page } of { $count }
ebls-page-unknown = Page – of –
ebls-zoom-out = Zoom out
ebls-zoom-out-title = Zoom out (−)
ebls-zoom-in = Zoom in
ebls-zoom-in-title = Zoom in (+)
ebls-fit-width = Fit width
ebls-fit-width-title = Fit width (0)
ebls-fit-width-zoom = Fit width ({ $percent })
ebls-pdf-pages = PDF pages
ebls-opening-pdf = Opening the PDF…
ebls-no-preview = No preview
ebls-page-not-shown = Page { $page } could not be shown
ebls-rendering-page = Rendering page { $page }…
ebls-page-not-bytes = The page image did not arrive as bytes.
