# tdx, the command line: every word it prints for people (not --json, not clap's --help).
# English is printed byte for byte as tdx always printed it: move strings, never reword them.

## Shared words

tdx-list-separator = {", "}
tdx-yes = yes
tdx-no = no
# The answers to a [y/N] question that go on, besides y and yes, separated by spaces.
tdx-answer-yes-words = y yes
tdx-answer-unreadable = Your answer could not be read: { $error }
tdx-your-company = your company
tdx-nothing-signed = Nothing was signed.
tdx-nothing-sent = Nothing was sent.
tdx-json-unshowable = The answer cannot be shown: { $error }
tdx-could-not-start = tdx could not start: { $error }
tdx-path-unusable = The path { $path } cannot be used: { $error }.

## eBL states, roles, party types, outcomes, operations (English: the service's codes)

tdx-state-issued = ISSUED
tdx-state-surrender-requested = SURRENDER_FOR_DELIVERY_REQUESTED
tdx-state-surrendered = SURRENDERED_FOR_DELIVERY
tdx-state-amendment-requested = SURRENDER_FOR_AMENDMENT_REQUESTED
tdx-state-surrendered-for-amendment = SURRENDERED_FOR_AMENDMENT
tdx-state-void = VOID
tdx-role-issuer = issuer
tdx-role-consignor = consignor
tdx-role-consignee = consignee
tdx-role-surrenderee = surrenderee
tdx-role-copy = copy
tdx-party-issuer = ISSUER
tdx-party-consignor = CONSIGNOR
tdx-party-consignee = CONSIGNEE
tdx-party-surrenderee = SURRENDEREE
tdx-outcome-submitted = submitted
tdx-outcome-refused = refused
tdx-outcome-failed = failed
tdx-outcome-unknown = unknown
tdx-operation-transfer = TRANSFER_POSSESSION
tdx-operation-surrender = REQUEST_SURRENDER_FOR_DELIVERY
tdx-operation-copy = SEND_AS_COPY
tdx-operation-envelope = ENVELOPE_SEND
tdx-operation-key-registration = KEY_REGISTRATION
tdx-action-surrender = Request surrender for delivery
tdx-action-transfer = Transfer possession
tdx-action-copy = Send a copy

## What to run instead, after an error's sentence

tdx-hint-login = On the command line: tdx login
tdx-hint-no-key = On the command line: tdx keys generate, or tdx keys import
tdx-hint-pin-needed = On the command line: set TDX_PKCS11_PIN, or run tdx on a terminal
tdx-hint-approval-required = On the command line: tdx request transfer|surrender|copy REF... -o FILE prepares it; another profile approves it with tdx approve FILE

## tdx login, logout, whoami

tdx-login-timeout = Nobody came back from the service's login page within { $seconds } seconds: the listener is closed and you are not signed in. Run `tdx login` again (with --wait SECONDS for longer), and finish the sign-in in the browser before then.
tdx-login-browser-opens = Your browser opens the service's login page. If it does not, open this address:
tdx-login-open-address = Open this address in a browser on this computer to sign in:
tdx-login-waiting = Waiting for the sign-in to finish (Ctrl+C to give up)...
tdx-login-tunnel = No browser on this computer? On one that has one, open a tunnel to this computer's loopback port first, `{ $command }`, then open the address there.
tdx-signed-in = Signed in
tdx-signed-in-as = to { $profile } as { $company }.
# The company's name already ends with a full stop.
tdx-signed-in-as-stop = to { $profile } as { $company }
tdx-signed-in-as-your-company = to { $profile } as your company.
tdx-signed-in-application = to { $profile } as the application itself (client credentials), for { $company }.
tdx-signed-in-application-your-company = to { $profile } as the application itself (client credentials), for your company.
tdx-signed-out = Signed out of { $profile }.
tdx-not-signed-in = You are not signed in to { $profile }: sign in with `tdx login`.
tdx-whoami-label-profile = profile
tdx-whoami-label-company = company
tdx-whoami-label-inbox = inbox
tdx-whoami-label-scopes = scopes
tdx-whoami-label-key = key
tdx-whoami-profile = { $profile } ({ $address })
tdx-whoami-no-key = none yet

## tdx ebls, tdx ebl show, tdx ebl pdf

tdx-ebls-offline-fetched-at = The service cannot be reached: this is the list as fetched { $at }.
tdx-ebls-offline-fetched-before = The service cannot be reached: this is the list as fetched before.
tdx-ebls-none = No eBLs.
tdx-ebls-col-reference = REFERENCE
tdx-ebls-col-state = STATE
tdx-ebls-col-holder = HOLDER
tdx-ebls-col-roles = ROLES
tdx-ebl-pdf-saved = Saved the PDF ({ $bytes } bytes) to { $path }.
tdx-ebl-label-id = id
tdx-ebl-label-possession = possession
tdx-ebl-label-title = title
tdx-ebl-label-roles = your roles
tdx-ebl-label-copy-of = copy of
tdx-ebl-label-route = route
tdx-ebl-label-vessel = vessel
tdx-ebl-vessel-voyage = { $vessel }, voyage { $voyage }
tdx-ebl-parties = Parties
tdx-ebl-party-ours = { $name } (your company)
tdx-ebl-party-unknown = Unknown company
tdx-ebl-party-unknown-ours = Unknown company (your company)
tdx-ebl-party-inbox = inbox { $inbox }
tdx-ebl-actions = Actions
tdx-ebl-action-offered = { $action }:
tdx-ebl-action-not-offered = { $action }: not offered
tdx-ebl-timeline = Timeline
tdx-ebl-timeline-service-says = [the service says]

## tdx surrender, transfer, copy: the review and the answer

tdx-action-no-terminal = There is no terminal to ask for your confirmation on: nothing was signed. Review the action on a terminal, or add --yes to sign and submit without being asked.
tdx-action-signed-submitted = Signed and submitted
tdx-action-sent = Sent
tdx-action-done-state = : { $reference } is { $state }, held by { $holder }.
tdx-action-done-stop = .
tdx-review-what-happens = What happens:
tdx-review-recipient-unknown = The recipient's inbox is not among the companies and contacts you know: check it.
tdx-review-check-before = Check before you sign:
tdx-review-surrenderee = Surrenderee
tdx-review-to = To
tdx-review-signed-call = The call your key signs:
tdx-review-copy-unsigned = Nothing is signed: the copy is sent on your session.
tdx-call-function = function
tdx-call-ebl = eBL
tdx-call-title = title
tdx-call-to-inbox = to inbox
tdx-call-registry = registry
tdx-call-registry-first-use = (first use by this key: signing pins it, another one later is refused)
tdx-call-signer = signer
tdx-call-nonce = nonce
tdx-call-hash = hash
tdx-confirm-sign-submit = Sign and submit? [y/N]{" "}
tdx-confirm-send-copy = Send the copy? [y/N]{" "}

## The receiver check

tdx-receiver-name = { $label }: { $name }
tdx-receiver-unknown = { $label }: a company you do not know
tdx-receiver-label-inbox = inbox
tdx-receiver-label-known-as = known as
tdx-receiver-near-miss = Near miss:
tdx-receiver-earlier = Went through before:
tdx-receiver-first-action = You have never dealt with this inbox: no verified contact, no action toward it went through.
tdx-receiver-type-prompt = Type { $name } to confirm the recipient:{" "}
tdx-receiver-name-needed = Nothing was signed or sent: confirm the recipient with --recipient-name { $quoted } (a first action toward an inbox you never dealt with, a first transfer to it, or an inbox close to a known one).

## tdx activity, tdx evidence

tdx-activity-csv-written = Wrote { $count } entries to { $path }.
tdx-activity-none = No activity on record.
tdx-activity-col-time = TIME (UTC)
tdx-activity-col-operation = OPERATION
tdx-activity-col-outcome = OUTCOME
tdx-activity-col-ebl = EBL
tdx-activity-col-counterparty = COUNTERPARTY
tdx-activity-prepared-approved = Prepared by { $maker } · Approved by { $approver }
tdx-activity-service-words = (in quotes: the service's words)
tdx-activity-notification = NOTIFICATION
tdx-activity-received = received
tdx-activity-matched = { $matched } of { $total } entries match.
tdx-evidence-written = Wrote the evidence pack ({ $entries } journal entries, { $bytes } bytes) to { $path }. Check it with `{ $command }` (ADDRESS: a key your company registered with the service).

## tdx profiles

tdx-profiles-only-sandbox = Only the built-in sandbox so far: add a service profile with `tdx profiles add` (or in the app's Settings).
tdx-profiles-sandbox-address = embedded, started when used
tdx-profiles-second-person-mark = [second person for transfers and surrenders]
tdx-profiles-now-using = Now using { $name } ({ $address }).
tdx-profiles-now-using-signed-out = Now using { $name } ({ $address }): sign in with `tdx login`.
tdx-profiles-secret-prompt = The OAuth client's secret (not shown):{" "}
tdx-profiles-added-word = Added
tdx-profiles-added = the profile { $name } ({ $address }, id { $id }). Use it with `{ $command }` or `--profile`, and sign in with `tdx login`.
tdx-profiles-added-with-secret = the profile { $name } ({ $address }, id { $id }); its client secret is in the keyring. Use it with `{ $command }` or `--profile`, and sign in with `tdx login`.
tdx-profiles-gone = That profile no longer exists.
tdx-profile-label-service = service
tdx-profile-label-client = client
tdx-profile-label-company = company
tdx-profile-label-inboxes = inboxes
tdx-profile-label-second-person = second person
tdx-profile-label-requests-folder = requests folder
tdx-profile-builtin-sandbox = the built-in sandbox
tdx-profile-client-with-secret = { $client } (its secret in the keyring)
tdx-profile-second-person-not-needed = not needed
tdx-profile-second-person-needed = needed for transfers and surrenders (tdx request; another profile approves)
tdx-profile-second-person-needed-copies = needed for transfers, surrenders and copies (tdx request; another profile approves)
tdx-profile-no-requests-folder = none
tdx-profiles-folder-unusable = The folder { $folder } cannot be used: { $error }.
tdx-profiles-second-person-on = Transfers and surrenders on { $name } now need a second person: prepare them with `tdx request …`; another profile approves them with `tdx approve FILE`.
tdx-profiles-second-person-on-copies = Transfers and surrenders on { $name } now need a second person, copies too: prepare them with `tdx request …`; another profile approves them with `tdx approve FILE`.
tdx-profiles-second-person-off = Transfers and surrenders on { $name } need no second person.
tdx-profiles-requests-offered-in = Requests are also offered in { $folder }.
tdx-profiles-sandbox-unchangeable = The built-in sandbox profile cannot be changed.
tdx-profiles-saved-word = Saved
tdx-profiles-saved = the profile { $name }.
tdx-profiles-moved = It now points at { $address } (client { $client }): the session and the client secret of the old address were removed; give the new one with --client-secret-stdin if the service needs it. Sign in again with `{ $command }`.
tdx-profiles-moved-with-secret = It now points at { $address } (client { $client }): the session and the client secret of the old address were removed; the secret given now is in the keyring. Sign in again with `{ $command }`.
tdx-profiles-remove-key-unconfirmed = Nothing was deleted: the profile's signing key { $key } would be deleted with it; confirm with --delete-key { $key }.
tdx-profiles-remove-no-terminal = There is no terminal to ask for your confirmation on: nothing was deleted. Add --yes (and --delete-key ADDRESS when a key goes with it).
tdx-profiles-remove-confirm = Delete { $name }? [y/N]{" "}
tdx-nothing-deleted = Nothing was deleted.
tdx-profiles-deleted-word = Deleted
tdx-profiles-deleted = the profile { $name }; its journal ({ $entries } entries) stays.
tdx-profiles-remove-what-goes-key = Deleting { $name } removes its signing key { $key } (from the keyring, for good), its session and client secret, { $drafts } drafts and { $contacts } contacts. Its journal ({ $entries } entries) stays, as the deleted profile's.
tdx-profiles-remove-what-goes = Deleting { $name } removes no signing key, its session and client secret, { $drafts } drafts and { $contacts } contacts. Its journal ({ $entries } entries) stays, as the deleted profile's.

## tdx keys

tdx-keys-token-pin-prompt = PIN of the token { $token } (not shown):{" "}
tdx-keys-key-pin-prompt = PIN of the token { $token } for the key { $key } (not shown):{" "}
tdx-keys-pin-unreadable = The PIN could not be read: { $error }
tdx-keys-generated-word = Generated
tdx-keys-imported-word = Imported
tdx-keys-private-key-prompt = Private key (hex, not shown):{" "}
tdx-keys-now-word = This profile now
tdx-keys-now-module = signs with { $address } ({ $module }: key { $key } on the token { $token }). Register it with `tdx keys register` if the service does not know it.
tdx-keys-keyring-again = Signing with the keyring key { $address } again.
tdx-keys-keyring-again-none = Signing with the keyring key again; there is none yet (tdx keys generate).
tdx-keys-no-such-token = The module { $module } has no token labelled { $named }; it has: { $tokens }.
tdx-keys-tokens-same-label = More than one token is labelled { $named }: name it by its serial ({ $serials }).
tdx-keys-no-such-key = The token has no key labelled { $named }; it has: { $keys }.
tdx-keys-keys-same-label = More than one key is labelled { $named }: name it by its id ({ $ids }).
tdx-keys-listed-none = none
tdx-keys-token-line = serial { $serial }  ({ $manufacturer })
tdx-keys-slot-empty = (no token in it)
tdx-keys-none-on-token = No keys on this token (tdx keys pkcs11-generate makes one).
tdx-keys-key-id = id { $id }
tdx-keys-not-usable = not usable:
tdx-keys-cannot-sign = it cannot sign for the service.
tdx-keys-kept = the key { $address } (kept in the keyring). Register it with `tdx keys register`.
tdx-keys-register-it = Register it with `tdx keys register`.
tdx-keys-keystore-password-prompt = Password of { $path } (not shown):{" "}
tdx-stdin-unreadable = Standard input could not be read: { $error }
tdx-stdin-empty = Nothing was read from standard input: give the secret there, e.g. `{ $example }`.

## tdx request, tdx approve: two people for one title

tdx-request-prepared = Prepared:
tdx-request-signed = Request { $id }, signed with your key.
tdx-request-unsigned = Request { $id }, not signed (this profile has no key): the approver sees it unsigned.
tdx-request-written = Written to { $path }
tdx-request-offered-at = Offered in the requests folder: { $path }
tdx-request-nothing-on-ledger = Nothing was signed on the ledger: a second person approves it with `tdx approve FILE`.
tdx-requests-none-in = No request is offered in { $folder }.
tdx-requests-none-no-folder = No request is offered: this profile has no requests folder (tdx profiles edit NAME --requests-folder DIR).
tdx-requests-col-request = REQUEST
tdx-requests-col-made = MADE (UTC)
tdx-requests-col-operation = OPERATION
tdx-requests-col-ebls = EBLS
tdx-requests-col-prepared-by = PREPARED BY
tdx-requests-col-file = FILE
tdx-requests-approved = (approved)
tdx-requests-expired = (expired)
tdx-approve-no-terminal = There is no terminal to ask for your confirmation on: nothing was signed. Review the request on a terminal, or add --yes to approve, sign and submit it when everything agrees.
tdx-approve-name-request = Name the request: FILE, or --offered ID.
tdx-approve-cannot = This request cannot be approved: an eBL is not as the request asked, or your key would sign something else (the differences are above). Nothing was signed.
tdx-approve-confirm = Approve, sign and submit? [y/N]{" "}
tdx-approve-result-submitted = signed and submitted
tdx-approve-refused = { $submitted } of { $total } submitted; { $refused } refused by the signing guard (nothing signed for those).
tdx-approve-refused-failed = { $submitted } of { $total } submitted; { $refused } refused by the signing guard (nothing signed for those), { $failed } failed.
tdx-approve-partly = { $submitted } of { $total } submitted; the others did not go through.
tdx-approve-done = Approved request { $id }: { $total } done.
tdx-approve-stdin-unreadable = Standard input cannot be read: { $error }
tdx-approve-prepared-verified = Prepared by { $who } (profile { $profile }; signature verified, key { $key })
tdx-approve-prepared-unsigned = Prepared by { $who } (profile { $profile }; not signed: the maker's profile has no key)
tdx-approve-prepared-invalid = Prepared by { $who } (profile { $profile }; { $signature })
tdx-approve-signature-invalid = signature does NOT verify
tdx-approve-title = Signing request { $id } — { $operation }
tdx-approve-made-at = Made at
tdx-approve-expires-at = Expires at
tdx-approve-note = Note
tdx-approve-note-quoted = “{ $note }”
tdx-approve-agree = all three agree
tdx-approve-differs = DIFFERS
tdx-approve-cannot-be = Cannot be approved:
tdx-approve-nothing-signed-cell = (nothing signed)
tdx-approve-field-operation = operation
tdx-approve-field-state = state
tdx-approve-field-holder = holder
tdx-approve-field-title = title
tdx-approve-field-to = to
tdx-approve-col-asked = ASKED
tdx-approve-col-now = NOW
tdx-approve-col-signs = SIGNS
tdx-approve-operation-transfer = transfer of possession
tdx-approve-operation-surrender = surrender request for delivery
tdx-approve-operation-copy = view-only copy

## tdx bulk: one review for many eBLs
# $n is the number as written in a sentence; $count chooses the plural form (the same number).

tdx-bulk-no-terminal = There is no terminal to ask for your confirmation on: nothing was signed. Review the batch on a terminal, or add --yes to sign and submit without being asked.
tdx-bulk-file-unreadable = { $path } cannot be read: { $error }.
tdx-bulk-no-references = No eBL references were given: name them in a CSV file (--csv FILE, a column `reference` or the first column) or on standard input, one per line.
tdx-bulk-unknown-reference = unknown reference:
tdx-bulk-formula = it looks like a spreadsheet formula, not an eBL reference (not looked up)
tdx-bulk-confirm-sign = Sign and submit all? [y/N]{" "}
tdx-bulk-confirm-copies = Send all the copies? [y/N]{" "}
tdx-bulk-none-actionable = None of these eBLs can be acted on: nothing was signed ({ $tally }).
tdx-bulk-no-interrupt-watch = tdx could not watch for Ctrl+C: { $error }
tdx-bulk-progress = { $settled }/{ $total } signed and submitted...
tdx-bulk-cancelled = Cancelled: the eBLs in flight finish, no further one is signed.
tdx-bulk-none-open = No bulk action is waiting to be taken up again.
tdx-bulk-open-line = { $tally }; { $retryable } to take up again. Resume with `{ $command }`.
tdx-bulk-no-such-batch = No unfinished bulk action has the id { $id }: `tdx bulk resume` lists them.
tdx-bulk-ambiguous-batch = { $n } unfinished bulk actions start with { $id }: give more of the id.
tdx-bulk-csv-unreadable = { $path } is not a CSV file tdx can read: { $error }.
tdx-bulk-title-transfer = Transfer possession of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    }
tdx-bulk-title-transfer-named = Transfer possession of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    } to { $name } (inbox { $inbox })
tdx-bulk-title-transfer-inbox = Transfer possession of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    } to inbox { $inbox }
tdx-bulk-title-surrender = Request surrender for delivery of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    }
tdx-bulk-title-surrender-named = Request surrender for delivery of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    } to { $name } (inbox { $inbox })
tdx-bulk-title-surrender-inbox = Request surrender for delivery of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    } to inbox { $inbox }
tdx-bulk-title-copy = Send a copy of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    }
tdx-bulk-title-copy-named = Send a copy of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    } to { $name } (inbox { $inbox })
tdx-bulk-title-copy-inbox = Send a copy of { $n } { $count ->
        [one] eBL
       *[other] eBLs
    } to inbox { $inbox }
tdx-bulk-count-reviewed = { $n } reviewed
tdx-bulk-count-left-out = { $n } left out
tdx-bulk-count-submitting = { $n } being submitted
tdx-bulk-count-done = { $n } done
tdx-bulk-count-refused = { $n } refused
tdx-bulk-count-failed = { $n } failed
tdx-bulk-count-unknown = { $n } answer lost
tdx-bulk-count-not-sent = { $n } not sent
tdx-bulk-state-reviewed = reviewed
tdx-bulk-state-left-out = left out
tdx-bulk-state-submitting = being submitted
tdx-bulk-state-done = done
tdx-bulk-state-refused = refused
tdx-bulk-state-failed = failed
tdx-bulk-state-unknown = answer lost
tdx-bulk-state-not-sent = not sent
tdx-bulk-registry-first-use = First use of the eBL registry by this key: signing pins it, and another one later is refused.
tdx-bulk-some-ready = { $ready } of { $total } eBLs are ready; the others are left as shown.
tdx-bulk-each-checked = Each call was decoded and checked against your choice; your key signs each line above.
tdx-bulk-copies-unsigned = Nothing is signed: the copies are sent on your session.
tdx-bulk-summary = { $tally }.
tdx-bulk-not-every = Not every eBL went through: { $tally }.
tdx-bulk-guard-refused = The signing guard refused what the service asked to sign for the eBLs marked refused: nothing was signed for them.
tdx-bulk-resume-hint = Take them up again with `{ $command }`.

## tdx envelope send

tdx-envelope-values-per-file = { $n } values of { $option } for { $files } files: give one per file, in order, or one for all.
tdx-envelope-cannot-send-file = { $path } cannot be sent:
tdx-envelope-same-file-twice = The same file is named twice: an envelope holds each document once.
tdx-envelope-name-recipient = Name the recipient with --to, or --aci.
tdx-envelope-no-terminal = There is no terminal to ask for your confirmation on: nothing was uploaded or signed. Review the envelope on a terminal, or add --yes to sign and send without being asked.
tdx-envelope-declined = Nothing was uploaded or signed. The draft is kept: the app's Envelopes screen shows it.
tdx-envelope-uploading = Uploading
tdx-envelope-uploading-aci = { $n } { $count ->
        [one] document
       *[other] documents
    } ({ $size }) to Egyptian customs (ACID { $acid }).
tdx-envelope-uploading-inbox = { $n } { $count ->
        [one] document
       *[other] documents
    } ({ $size }) to inbox { $inbox }.
tdx-envelope-uploading-named = { $n } { $count ->
        [one] document
       *[other] documents
    } ({ $size }) to { $name } (inbox { $inbox }).
tdx-envelope-upload-progress = { $sent } of { $total } uploaded ({ $percent }%)
tdx-envelope-draft-kept = The draft is kept: the app's Envelopes screen shows it, to send again from there.
tdx-envelope-signed-sent = Signed and sent
tdx-envelope-sent = : envelope { $envelope } to { $recipient }.
tdx-envelope-review-title = Sign and send an envelope of { $n } { $count ->
        [one] document
       *[other] documents
    } to { $recipient }.
tdx-envelope-review-documents = The documents (SHA-256 of each file as it is now):
tdx-envelope-registry-pinned = { $registry } (pinned for this key)
tdx-envelope-registry-first-use = first use by this key: the send pins the envelope registry the service names, and another one later is refused
tdx-envelope-issues = The envelope cannot be sent: nothing was uploaded.
tdx-envelope-document-index = document { $index }

## tdx webhook serve

tdx-webhook-name-header = Name the header the rule sends its secret in (--header NAME).
tdx-webhook-address-unknown = The listening address is unknown: { $error }
tdx-webhook-listening = tdx webhook listening on { $address } for { $profile } (Ctrl+C to stop)
tdx-webhook-stopped = tdx webhook stopped.
tdx-webhook-secret-prompt = The secret header's value (not shown):{" "}
tdx-webhook-no-secret = No secret was given: set { $variable }, or give the value on standard input.

## tdx envelope check

tdx-check-not-a-date = --on { $day } is not a date (YYYY-MM-DD).
tdx-check-cannot-check-file = { $path } cannot be checked:
tdx-check-cannot-read-file = { $path } cannot be read:
tdx-check-differ = The documents differ: { $ebl } from the eBL.
tdx-check-differ-credit = The documents differ: { $ebl } from the eBL, { $credit } from the credit { $number }.
tdx-check-no-such-ebl = No eBL of your list has the id or reference { $named }: `tdx ebls` lists them.
# The four marks are padded to the longest of them.
tdx-check-matches = Matches
tdx-check-differs = Differs
tdx-check-not-found = Not found
tdx-check-not-checked = Not checked
tdx-check-document-page = { $document } p.{ $page }
tdx-check-finding = { $at }: states { $found }, expected { $expected }
tdx-check-against-ebl = Checked against eBL { $reference }
tdx-check-against-credit = Checked against credit { $number }
tdx-check-no-tolerance = no tolerance
tdx-check-credit-line = { $amount } ({ $tolerance }), expires { $expiry } { $place }
tdx-check-credit-line-latest = { $amount } ({ $tolerance }), expires { $expiry } { $place }, latest shipment { $latest }
tdx-check-for-examiner = For the examiner to read
tdx-check-days-late = { $n } days late
tdx-check-days-left = { $n } { $count ->
        [one] day
       *[other] days
    } left
tdx-check-present-by = Present by { $date } ({ $days }):

## tdx credit show (the MT700's field tags stay as SWIFT writes them)

tdx-credit-unreadable = { $path } cannot be read as text: { $error }.
tdx-credit-refused = { $path }: refused ({ $code }): { $error }
tdx-credit-title = Documentary credit { $number }
tdx-credit-message = Message
tdx-credit-form = Form (40A)
tdx-credit-issued = Issued (31C)
tdx-credit-rules = Rules (40E)
tdx-credit-expires = Expires (31D)
tdx-credit-applicant = Applicant (50)
tdx-credit-beneficiary = Beneficiary (59)
tdx-credit-amount = Amount (32B)
tdx-credit-tolerance = Tolerance (39A)
tdx-credit-available = Available (41a)
tdx-credit-allowed = ALLOWED
tdx-credit-not-allowed = NOT ALLOWED
tdx-credit-conditional = CONDITIONAL
tdx-credit-partial-shipments = Partial shipments (43P)
tdx-credit-transhipment = Transhipment (43T)
tdx-credit-place-of-receipt = Place of receipt (44A)
tdx-credit-port-of-loading = Port of loading (44E)
tdx-credit-port-of-discharge = Port of discharge (44F)
tdx-credit-final-destination = Final destination (44B)
tdx-credit-latest-shipment = Latest shipment (44C)
tdx-credit-shipment-period = Shipment period (44D)
tdx-credit-goods = Goods (45A)
tdx-credit-documents = Documents (46A)
tdx-credit-conditions = Conditions (47A)
tdx-credit-presentation = Presentation (48)
tdx-credit-presentation-default = 21 days after shipment (UCP 600 art. 14c: no 48)
tdx-credit-field = Field { $tag }
tdx-credit-amended = Amended
tdx-credit-amendment-applied = amendment { $n } applied

## tdx generate-docs (for packaging)

tdx-docs-folder-failed = The folder could not be written in { $folder }: { $error }
tdx-docs-man-failed = A man page could not be written in { $folder }: { $error }
tdx-docs-completion-failed = A completion could not be written in { $folder }: { $error }
tdx-docs-written = Wrote { $n } files to { $folder }.
