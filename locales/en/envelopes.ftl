# The Envelopes screen: drafts, documents, upload, the send review, the check against the eBL
# and against the letter of credit. File names, document types, ids and amounts are data and
# come in as arguments.

## Drafts (draftModel)
env-draft-title-aci = Egypt ACI { $acid }
env-draft-title-aci-empty = Egypt ACI, no ACID number yet
env-draft-title-no-recipient = No recipient yet
env-document-count = { $count ->
    [one] { $count } document
   *[other] { $count } documents
}
env-file-kind-unknown = File

## The check against the eBL (checkModel)
env-outcome-matches = Matches
env-outcome-differs = Differs
env-outcome-not-found = Not found
env-outcome-not-checked = Not checked
env-subject-bl-number = B/L number
env-subject-container = container
env-subject-gross-weight = gross weight
env-subject-packages = packages
env-subject-vessel = vessel
env-subject-voyage = voyage
env-subject-port-of-loading = port of loading
env-subject-port-of-discharge = port of discharge
env-subject-shipper = shipper
env-subject-consignee = consignee
env-subject-notify-party = notify party
# A finding's note, after it: "… — bill: 21 000 KGS (10 % over)"
env-finding-note = ({ $note })
env-finding-unknown = unknown
env-finding-standing = { $document }: { $found }
env-finding-standing-expected = { $document }: { $found } — should be { $expected }
env-finding-where = { $document }, page { $page }
# $subject is one of env-subject-…, $found the value the document shows
env-finding-value = { $subject } { $found }
env-finding-no-value = no { $subject }
env-finding-bill = { $where }: { $value } — bill: { $expected }
env-finding-not-on-bill = { $where }: { $value } — not on the bill
env-pages-whole = the whole document
env-pages-one = page { $page }
env-pages-many = pages { $pages }
env-not-checked-line = { $document }: { $pages } — { $reason }
env-differences = { $count ->
    [0] No differences
    [one] { $count } difference
   *[other] { $count } differences
}
env-differences-in-sentence = { $count ->
    [0] no differences
    [one] { $count } difference
   *[other] { $count } differences
}
env-check-headline-unread = Not checked: { $names } (no text to read)
env-check-headline-some-unread = Not checked: { $names } (no text to read) — { $count ->
    [0] no differences
    [one] { $count } difference
   *[other] { $count } differences
} in the others
env-acknowledge = { $count ->
    [one] I have seen the difference and want to send anyway
   *[other] I have seen the { $count } differences and want to send anyway
}
env-ebl-original = Original
env-ebl-copy = Copy
env-ebl-held-short = held by your company

## The check against the letter of credit (creditModel)
env-credit-title-invoice-currency = Invoice currency (32B)
env-credit-title-invoice-amount = Invoice amount (32B, 39A)
env-credit-title-invoice-issuer = Invoice issued by the beneficiary (59)
env-credit-title-invoice-made-out-to = Invoice made out to the applicant (50)
env-credit-title-goods = Goods on the invoice (45A)
env-credit-title-port-of-loading = Port of loading (44E)
env-credit-title-port-of-discharge = Port of discharge (44F)
env-credit-title-shipment-date = Shipment date (44C)
env-credit-title-presentation = Presentation (48, 31D)
env-credit-title-documents-required = Documents required (46A)
env-credit-title-partial-shipments = Partial shipments (43P)
env-credit-title-transhipment = Transhipment (43T)
env-credit-title-consignee = Consignee (46A)
env-credit-title-notify-party = Notify party (46A)
env-credit-subject-invoice-currency = currency
env-credit-subject-invoice-amount = amount
env-credit-subject-invoice-issuer = issuer
env-credit-subject-invoice-made-out-to = made out to
env-credit-subject-goods = goods
env-credit-subject-port-of-loading = port of loading
env-credit-subject-port-of-discharge = port of discharge
env-credit-subject-shipment-date = shipment date
env-credit-subject-presentation = presentation
env-credit-subject-documents-required = document
env-credit-subject-partial-shipments = partial shipments
env-credit-subject-transhipment = transhipment
env-credit-subject-consignee = consignee
env-credit-subject-notify-party = notify party
env-credit-finding = { $where }: { $value } — credit: { $expected }
env-credit-finding-not-in-credit = { $where }: { $value } — not in the credit
env-credit-complies = Complies with credit { $number }
env-credit-differences = { $count ->
    [one] { $count } difference
   *[other] { $count } differences
} with credit { $number }
env-credit-too-late = Too late to present: the last day was { $day } — { $days ->
    [one] yesterday
   *[other] { $days } days ago
}
env-credit-last-day = Present to the bank by { $day } — today is the last day
env-credit-days-left = Present to the bank by { $day } — { $count ->
    [one] { $count } day
   *[other] { $count } days
} left

## The screen (EnvelopesScreen)
env-title = Envelopes
env-subtitle = Documents sent to another company's inbox or to Egyptian customs, signed with your key.
env-new = New envelope
env-tabs = Envelopes
env-tab-drafts = Drafts
env-tab-sent = Sent
env-drafts-list = Drafts list
env-drafts-heading = Drafts
env-loading = Loading…
env-error-file-dialog = The file dialog could not be opened
env-error-new-envelope = A new envelope could not be started
env-error-drafts = The drafts could not be read
env-toast-sent = Envelope sent to { $recipient }.
env-toast-deleted = Draft “{ $title }” deleted.
env-empty-title = No envelope open
env-empty-text = Drop documents on the window to start an envelope with them, or open a draft. Ctrl+O adds files, Ctrl+Enter uploads.
env-delete-title = Delete the draft “{ $title }”?
env-delete-error = The draft was not deleted
env-delete-confirm = Delete draft
env-delete-text = Its documents stay where they are on disk; only the envelope being prepared is deleted.

## The drafts list and the Sent list
env-drafts-empty = No drafts. Drop files on the window or press New envelope.
env-drafts-list-name = Drafts
env-draft-not-saved = not saved yet
env-badge-uploading = Uploading
env-badge-uploaded = Uploaded, not sent
env-error-sent = The sent envelopes could not be read
env-sent-empty-title = Nothing sent yet
env-sent-empty-text = Envelopes you sign and send from this computer are listed here.
env-sent-table = Sent envelopes
env-sent-col-sent = Sent
env-sent-col-recipient = Recipient
env-sent-col-documents = Documents
env-sent-col-envelope-id = Envelope id

## Where files go (DropZone)
env-drop-active = Drop to add the files to this envelope
env-drop-idle = Drop files or folders here (a folder adds the files in it)
env-add-files-title = Add files (Ctrl+O)
env-add-files = Add files…
env-add-failed = The files were not added
env-files-added = { $count ->
    [0] No file was added.
    [one] { $count } file added.
   *[other] { $count } files added.
}
env-files-not-added = { $count } not added:
env-not-added-list = Not added
env-dismiss = Dismiss

## The upload's progress
env-upload-section = Upload
env-upload-uploading = Uploading
env-upload-cancelling = Cancelling the upload…
env-upload-progress = Upload progress
env-upload-file-progress = File progress: { $file }
# $done and $total are sizes ("1.5 KiB"), $percent a whole number
env-upload-bytes = { $done } of { $total } ({ $percent }%)
env-upload-cancel = Cancel upload

## Confirm the recipient (before the upload)
env-confirm-title = Confirm the recipient
env-confirm-text = Nothing is uploaded until you confirm whom this envelope goes to: the service holds the documents from the upload on.
env-upload = Upload
env-cancel = Cancel

## A document's thumbnail
env-thumbnail-alt = Page 1 of { $file }

## The open draft (DraftEditor)
env-editor-legend = Envelope
env-documents-heading = Documents ({ $count })
env-documents-list = Documents
env-removed = Removed { $file }.
env-undo = Undo
env-save-failed = Not saved: { $error }
env-save-now = Save now
env-saving = Saving…
env-saved-at = Saved { $time }
env-not-saved-yet = Not saved yet: saved as soon as you change something
env-note-signed-out = You are not signed in: sign in on the eBLs screen before uploading.
env-note-read-only = Your sign-in is read-only: sending envelopes needs the write scope.
env-note-no-key = There is no signing key yet: add one on the Keys screen to sign the envelope.
env-upload-and-send = Upload and send
env-upload-dropped = You changed the envelope after it was uploaded, so it has to be uploaded again before it can be signed.
env-preparing = Saving and checking the envelope…
env-upload-cancelled = Upload cancelled. The draft is kept as it was.
env-retry = Retry
env-error-code = Error code:
env-uploaded-at = Uploaded { $time }
env-uploaded-text = The envelope is on the service. Review what will be signed, then sign and send it.
env-review-title = Review and sign (Ctrl+Enter)
env-review = Review and sign…
env-upload-title = Upload (Ctrl+Enter)
# $documents is env-document-count ("2 documents"), $size a size ("3.9 KiB")
env-ready-with-size = { $documents }, { $size }. Uploading creates the envelope on the service; it is sent only after you sign it.
env-ready = { $documents }. Uploading creates the envelope on the service; it is sent only after you sign it.
env-fix-problems = Fix the problems shown next to the fields, then upload.

## One document (DocumentRow) and its metadata (MetadataRows)
env-doc-unnamed = Unnamed document
env-doc-help = Document { $position } of { $count }. Alt+Up or Alt+Down moves it; Delete removes it.
env-doc-move-up = Move { $file } up
env-doc-move-up-title = Move up (Alt+↑)
env-doc-move-down = Move { $file } down
env-doc-move-down-title = Move down (Alt+↓)
env-doc-remove = Remove { $file }
env-doc-remove-title = Remove (Delete)
env-doc-type = Document type
env-doc-id = Document id
env-doc-file-name = File name
env-doc-metadata = Metadata
env-meta-key-head = Key
env-meta-value-head = Value
env-meta-key = Metadata key { $row }
env-meta-value = Metadata value { $row }
env-meta-remove = Remove metadata row { $row }
env-meta-remove-named = Remove metadata row { $row } ({ $key })
env-meta-remove-title = Remove this row
env-meta-add = Add metadata row
# $key is a metadata key as it is sent ("Internal number"): data, not translated
env-meta-add-suggested = Add “{ $key }”

## The envelope's eBL (EblLinkSection, EblPicker)
env-linked-ebl-fallback = the linked eBL
env-ebl-heading = eBL
env-ebl-looking = Looking for the envelope's eBL…
env-ebl-error = The envelope's eBL could not be read
env-ebl-linked-group = Linked eBL
env-ebl-linked-to = Linked to
env-ebl-bl-number = (B/L { $bl })
env-ebl-held = Held by your company.
env-ebl-not-held = Not held by your company.
env-ebl-gone = The linked eBL ({ $ebl }) is not in your company's eBL list any more. Unlink it, or link another.
env-demo-title = Writes a demo invoice and packing list that match this eBL and adds them to the envelope
env-demo-adding = Adding demo documents…
env-demo-add = Add demo documents
env-demo-error = The demo documents were not added
env-ebl-change = Change eBL…
env-ebl-unlink = Unlink
env-ebl-link-hint = Link the envelope to the eBL its documents go with: they are checked against it before you send.
env-ebl-proposal = This envelope's documents name the B/L number
env-ebl-link-to = Link to { $reference }
env-ebl-saving-link = Saving the link…
env-ebl-link-error = The link was not saved
env-picker-label = Search eBLs to link
env-picker-placeholder = Reference, B/L number, vessel, port or party
env-picker-list = eBLs
env-picker-bl = B/L { $bl }
env-picker-error = The eBLs could not be searched: { $error }
env-picker-searching = Searching…
env-picker-no-match = No eBL matches “{ $query }”.
env-picker-empty = No eBLs in your list yet: open the eBLs screen to load them.
env-picker-hits = { $count ->
    [one] { $count } eBL
   *[other] { $count } eBLs
}: arrows to choose, Enter to link.

## Who the envelope goes to (EnvelopeFields)
env-kind = Envelope kind
env-kind-standard = Standard
env-kind-standard-hint = To a company's inbox; every document has an id.
env-kind-aci = Egypt ACI
env-kind-aci-hint = To Egyptian customs, by ACID number.
env-recipient-known = Recipient: { $name }
env-recipient-known-country = Recipient: { $name } ({ $country })
env-recipient-unknown = Unknown recipient: this inbox is not one of the known companies or your contacts. Check it with the recipient.
env-recipient-known-label = Known recipient
env-recipient-loading = Loading the companies you know…
env-recipient-choose = Choose a company…
env-recipient-other = Another inbox (type its id below)
# A company by name with the end of its inbox id ($end: its last 4 characters)
env-recipient-option = { $name } — inbox …{ $end }
env-recipient-option-country = { $name } ({ $country }) — inbox …{ $end }
env-recipient-inbox = Recipient inbox id
env-recipient-pick = Choose recipient…
env-pay-to-collect = Pay to collect
env-picker-intro = Send the envelope to:
env-picker-submit = Use this recipient
env-acid = ACID number
env-acid-count = 19 digits; { $count } typed.
env-acting-for = Acting for another company or inbox
env-acting-for-set = Acting for another company or inbox (set)
env-acting-for-hint = Only when the service needs to be told which company, or which of your inboxes, sends the envelope.
env-company-id = Company id
env-company-not-sent = Not sent (the service knows your company)
env-company-own = Your company — { $id }
env-company-own-named = { $name } — { $id }
env-company-other = Other company { $id }
env-sender-inbox = Sender inbox id
env-sender-not-sent = Not sent (your company's inbox)
env-sender-own = Your inbox — { $inbox }
env-sender-own-n = Your inbox { $n } — { $inbox }
env-sender-other = Other inbox { $inbox }

## Review and sign (SendReviewDialog)
env-review-dialog = Review and sign
env-review-intro = The envelope is on the service. Check it: nothing is signed until you press Sign and send, and your key stays on this computer.
env-review-kind = Kind
env-review-recipient = Recipient
env-yes = Yes
env-no = No
env-review-documents = Documents
env-review-checked-ebl = Checked against the eBL
env-review-checking = Checking the documents against the eBL…
env-review-differences = Differences
env-review-checked-credit = Checked against the credit
env-review-differences-credit = Differences from the credit
env-review-registry = Envelope registry
env-review-registry-first = First use: your key has not signed for an envelope registry before. This send pins the one the service names; a different one later is refused.
env-review-uploaded = Uploaded
env-review-signed-for = What is signed for envelope { $envelope }
env-review-envelope-id = Envelope id
env-review-hash = Hash to sign
env-review-signer = Signer
env-review-signer-mismatch = This is not the address of your key ({ $address }); the app will refuse to sign it.
env-review-error = The send could not be reviewed; nothing can be signed
# $differences is env-differences-in-sentence ("2 differences")
env-review-ack = The check found { $differences } between the documents and the eBL { $reference }. The bank may refuse the presentation for them: fix the documents, or send anyway.
env-review-ack-with-credit = The check found { $differences } between the documents and the eBL { $reference } and { $creditDifferences } from the credit { $credit }. The bank may refuse the presentation for them: fix the documents, or send anyway.
env-review-no-key = There is no signing key on this computer yet. Add one on the Keys screen, then come back.
env-review-sending = Signing and sending…
env-review-not-sent = The envelope was not sent; the draft is kept.
env-review-send = Sign and send
env-close = Close

## Check against the eBL (DocumentCheckSection)
env-check-title = Check against the eBL
env-check-what = The B/L number, containers, gross weight and packages, vessel and voyage, ports and parties of each PDF, read from its text, against the eBL. A page without text (a scan) is not checked.
env-doc-not-read = { $document }: { $note }
env-doc-not-read-default = not checked
env-check-needs-ebl = Link the envelope to its eBL (above) to check its documents against it.
env-check-needs-documents = Add the envelope's documents: they are checked against { $reference } as you add them.
env-check-progress = Reading the documents' text and checking them against { $reference }…
env-check-error = The documents could not be checked against the eBL
env-check-error-go-on = You can go on editing and sending the envelope.
# After the headline ("2 differences"): "between the documents and MAEU240001 · checked 10:42"
env-check-between = between the documents and { $reference } · checked { $time }
env-check-against = against { $reference } · checked { $time }
env-check-from-cache = The service could not be reached: the eBL's fields are the ones kept on this computer.
env-check-pdf-not-read = The eBL's own PDF was not read ({ $note }): what only it states was compared with nothing.
env-check-lines = Checks
env-check-line-differences = { $title }: differences
env-check-not-checked-list = Documents not checked
env-check-again = Check again

## Letter of credit (CreditSection)
env-credit-title = Letter of credit
env-credit-what = The invoice's amount, currency, issuer and goods, the ports, the shipment date, the documents asked and the presentation period, against the credit (UCP 600 where it is mechanical). What only a person can judge is listed for the examiner, never as a match.
env-credit-needs-ebl = Link the envelope to its eBL (above): the credit is checked against the eBL and the envelope's documents.
env-credit-none = No credit yet. Import the MT700 the bank advised (a file or its text): the envelope's documents and the eBL are then checked against it, and the check says by which day the bank must have them.
env-credit-facts = Credit
env-credit-number = Credit number
env-credit-amendments = { $count ->
    [one] { $count } amendment applied
   *[other] { $count } amendments applied
}
env-credit-amount = Amount
# $range is two amounts with their currency ("USD 95,000.00 to 105,000.00")
env-credit-amount-range = the invoice may total { $range }
env-credit-expiry = Expiry
env-credit-expiry-in = { $day } in { $place }
env-credit-latest-shipment = Latest shipment
env-credit-not-stated = Not stated
env-credit-badge-late = Too late
env-credit-badge-soon = Soon
env-credit-badge-on-time = On time
env-credit-checks = Credit checks
env-credit-examiner = For the examiner to read
env-credit-removing = Removing the credit…
env-credit-reading = Reading the credit and checking the documents against it…
env-credit-not-read = The credit was not read
env-credit-not-changed = The credit could not be changed
env-credit-add-amendment = Add amendment (MT707)…
env-credit-remove = Remove credit
env-credit-import = Import credit…
env-credit-paste = Paste credit…
env-paste-title-amendment = Add amendment (MT707)
env-paste-title-credit = Paste credit (MT700)
env-paste-label-amendment = The MT707's text
env-paste-label-credit = The MT700's text
env-paste-hint-amendment = The next amendment to the credit, as the bank advised it: its :tag:value fields (the SWIFT blocks around them may stay).
env-paste-hint-credit = The credit as the bank advised it: its :tag:value fields (the SWIFT blocks around them may stay).
env-paste-error-amendment = The amendment was not applied
env-paste-reading = Reading…
env-paste-apply = Apply amendment
env-paste-import = Import credit
env-paste-from-file = From a file…

## Codes shown as examples (the same in every language: codes, not words)
env-doc-type-placeholder = INV
env-recipient-inbox-placeholder = xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
env-thumbnail-pdf = PDF

## Why an upload or a drop did not happen (useUploads, useDraftSession)
env-upload-failed-save = The draft could not be saved, so it was not uploaded.
env-upload-failed-validate = The envelope could not be checked, so it was not uploaded.
env-upload-failed-recipient = The recipient could not be checked, so nothing was uploaded.
env-upload-failed = The upload failed. The draft is kept as it was.
env-add-refused-uploading = The envelope is being uploaded; add the files when it is done.
env-add-refused-other = Another envelope was opened meanwhile; drop the files again.
