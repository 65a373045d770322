# Dual control: the approver's screen, the review of a signing request, and the maker's request.

approvals-title = Approvals
approvals-subtitle = Transfers, surrenders and copies a colleague prepared for a second person with the key to approve.
approvals-file-filter = eBL signing request
approvals-action-surrender = Request surrender
approvals-action-transfer = Transfer
approvals-action-copy = Send as a copy

## Opening a request
approvals-open-title = Open a request
approvals-open-dialog = Open a signing request
approvals-drop-now = Drop to open the request
approvals-drop-here = Drop a .{ $extension } file here, or:
approvals-drop-only-requests = Only a signing request (a .{ $extension } file) can be opened here.
approvals-drop-one-at-a-time = Opened { $file }; drop the other requests one at a time.
approvals-open-request = Open request…
approvals-paste-request = Paste request
approvals-request-text = Request text
approvals-open-pasted = Open pasted request
approvals-opening = Reading each eBL again from your session and asking what your key would sign…
approvals-open-failed = The request could not be opened
approvals-offered-title = Offered in the requests folder
approvals-folder-failed = The requests folder could not be read
approvals-folder-empty = No request waits in the folder.
approvals-offered-list = Offered requests
approvals-open-file = Open { $file }
approvals-open = Open
approvals-offered-line = { $count ->
    [one] { $action }, { $shown } eBL, prepared by { $maker } on { $when }
   *[other] { $action }, { $shown } eBLs, prepared by { $maker } on { $when }
}
approvals-already-approved = already approved
approvals-expired = expired

## The review
approvals-signature-verified = Verified: signed by the maker's key, and unchanged since.
approvals-signature-unsigned = Unsigned: the maker's profile has no key. Nothing but the request itself says who made it.
approvals-signature-invalid = Invalid: the signature does not match this request. It was changed after it was signed, or signed by another key.
approvals-outcome-submitted = Signed and submitted
approvals-outcome-refused = Refused, nothing signed
approvals-outcome-failed = Failed
approvals-fact-operation = Operation
approvals-fact-state = State
approvals-fact-holder = Holder
approvals-fact-counterparty = Goes to
approvals-fact-title-id = Title id
approvals-cell-copy = Nothing is signed: a copy is a request to the service.
approvals-cell-nothing = Nothing to sign.
approvals-row-agrees = — all three agree
approvals-row-differs = — ⚠ does not agree ({ $count })
approvals-col-asked = Asked by the maker
approvals-col-now = The eBL now
approvals-col-signs = What your key signs
approvals-check-before = Check before you sign { $reference }
approvals-differences = Differences for { $reference }
approvals-review-title = { $count ->
    [one] Request: { $action } — { $shown } eBL
   *[other] Request: { $action } — { $shown } eBLs
}
approvals-cannot-approve = Cannot be approved
approvals-cannot-approve-sentence = This request cannot be approved.
approvals-prepared-by = Prepared by
approvals-maker-profile = — profile { $profile }
approvals-maker-signature = Maker's signature
approvals-note = Note
approvals-no-note = No note.
approvals-made = Made
approvals-valid-until = Valid until
approvals-surrenderee = Surrenderee
approvals-recipient = Recipient
approvals-the-ebls = The eBLs
approvals-three-columns = For each eBL: what the maker asked, what the eBL says now in your session, and what your key would sign.
approvals-rows-differ = { $count ->
    [one] { $differing } of { $shown } eBL does not agree: each difference is named under its eBL. Nothing is signed unless all three agree.
   *[other] { $differing } of { $shown } eBLs do not agree: each difference is named under its eBL. Nothing is signed unless all three agree.
}
approvals-signing = Signing and submitting…
approvals-unlock-and-sign = Unlock and sign
approvals-not-approved = Not approved
approvals-approved = Approved
approvals-results = What happened to each eBL
approvals-approve-send = Approve and send
approvals-approve-sign = Approve and sign
approvals-done = Done
approvals-close = Close

## The maker's request
approvals-request-title = Request approval
approvals-valid-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
approvals-valid-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
approvals-save-dialog = Save the signing request
approvals-saved-to = Saved the request to { $path }.
approvals-copied = Copied the request as text: paste it where the approver reads it.
approvals-copy-failed = The request could not be copied: save it as a file instead.
approvals-request = Request
approvals-your-signature = Your signature
approvals-made-signed = Signed with this profile's key: the approver sees that it comes from you and that nobody changed it.
approvals-made-unsigned = Not signed: this profile has no key. The approver sees that the request is unsigned.
approvals-offered = Offered
approvals-offered-in-folder = In the requests folder:
approvals-made-nothing-signed = Nothing was signed on the service. The approver opens this request in eBL Desk, checks it against the eBLs as they are then, and signs with their key.
approvals-request-intro = Nothing is signed on the service: a second person with the key approves and signs. The request records what you see now, who you are, and until when it may be approved.
approvals-note-for-approver = Note for the approver
approvals-note-too-long = At most { $max } characters ({ $now } now).
approvals-valid-for = Valid for
approvals-making = Reading the eBLs and preparing the request…
approvals-not-saved = Not saved
approvals-not-made = No request was made
approvals-save-request = Save request…
approvals-copy-text = Copy as text
approvals-create-request = Create request
approvals-what-transfer = Transfer { $ebls } to { $to }.
approvals-what-transfer-anyone = Transfer { $ebls } to the recipient.
approvals-what-surrender = Request surrender for { $ebls }.
approvals-what-copy = Send { $ebls } as a copy to { $to }.
approvals-what-copy-anyone = Send { $ebls } as a copy to the recipient.
approvals-ebl-count = { $count ->
    [one] { $shown } eBL
   *[other] { $shown } eBLs
}
