# The sentences of errors, as the window and tdx show them (Error::user_message in
# crates/desk/src/error.rs). One message per code (ids follow the code: `auth.expired` is
# err-auth-expired); `-named`, `-detail`, `-reason` are the same sentence naming what the error
# carries. What a placeable names (a path, the service's reason, a party) is data: it stays as it is.

## Joining words

# The full stop after a sentence that ends with what it names (a path, the system's reason).
err-full-stop = .
# Between two sentences.
err-sentence-gap = { " " }

## action.*

err-action-already-submitted = This action was already submitted; it was not sent a second time.
err-action-recipient-not-confirmed = Nothing was signed or sent: type { $wanted } as the review shows it to confirm the recipient (a first transfer to this inbox, a first action toward an inbox you never dealt with, or an inbox close to a known one).
err-action-recipient-not-confirmed-unnamed = Nothing was signed or sent: type the recipient's name as the review shows it to confirm the recipient (a first transfer to this inbox, a first action toward an inbox you never dealt with, or an inbox close to a known one).
err-action-review-expired = This review is more than { NUMBER($minutes, useGrouping: "false") } minutes old, so nothing was signed. Start the action again to see what the service asks you to sign now.
err-action-review-expired-unnamed = This review is more than a few minutes old, so nothing was signed. Start the action again to see what the service asks you to sign now.
err-action-unknown-review = This review is no longer valid. Start the action again.

## app.*

err-app-internal = Something went wrong inside eBL Desk.
err-app-no-log-folder = This app has no log folder.
err-app-open-failed = The system could not open it.
err-app-open-failed-detail = The system could not open it: { $detail }
err-app-state = Something went wrong inside eBL Desk. Restart the app and try again.

## approval.*

err-approval-already-approved = This signing request was approved already; nothing was signed a second time.
# Followed by each difference, one sentence each.
err-approval-changed-lead = Nothing was signed: the request is no longer as the maker asked.
err-approval-changed = Nothing was signed: the request is no longer as the maker asked. Open it again to see what differs.
err-approval-expired-at = This signing request expired at { $at }, so nothing was signed. Ask for a new request.
err-approval-expired = This signing request has expired, so nothing was signed.
err-approval-maker-signature = The maker's signature does not match this request: it was changed after it was made, or it was not made by the key it names. Nothing was signed.
err-approval-not-a-request-too-large = This is not a signing request eBL Desk can open: it is too large.
err-approval-not-a-request-version = This is not a signing request eBL Desk can open: it is version { NUMBER($version, useGrouping: "false") }, which this app does not read.
err-approval-not-a-request-invalid = This is not a signing request eBL Desk can open: { $why }.
err-approval-not-a-request = This is not a signing request eBL Desk can open: it is not in the request format.
err-approval-other-service-named = This signing request was made for another service ({ $service }); open it on a profile of that service. Nothing was signed.
err-approval-other-service = This signing request was made for another service. Nothing was signed.
err-approval-required = This profile needs a second person for this action: request approval instead. Nothing was signed.
err-approval-same-profile = A signing request cannot be approved by the profile or the person that made it: another person must approve it. Nothing was signed.

## auth.*

err-auth-bad-callback = The browser came back without a usable answer. You are not signed in; try again.
err-auth-browser = The browser could not be opened. Open the sign-in page again, or check your default browser.
err-auth-denied = Access was denied in the browser, so you are not signed in.
err-auth-expired = Your session has expired. Sign in again.
err-auth-forbidden = Your sign-in does not allow this. A read-only sign-in cannot sign or send anything.
err-auth-invalid-client = The service does not accept this app's client id or secret. Check the profile in Settings.
err-auth-listener = Sign-in could not start: eBL Desk cannot listen for the browser's answer.
err-auth-listener-detail = Sign-in could not start: eBL Desk cannot listen for the browser's answer: { $detail }
err-auth-login-timeout = Sign-in took too long and was stopped. Try again.
err-auth-oauth-reason = The sign-in service refused ({ $reason }), so you are not signed in.
err-auth-oauth = The sign-in service refused, so you are not signed in.
err-auth-state-mismatch = The browser answered a different sign-in attempt than this one. You are not signed in; try again.
err-auth-store = The system keyring could not keep your session. Unlock it and sign in again.

## cancelled, client.*, decode

err-cancelled = Cancelled.
err-client-origin-mismatch-to = eBL Desk did not send a request to { $to }: it is not a place on this profile's service address, so nothing was sent and no sign-in token left the app. Check the profile's who-am-I and envelope send paths.
err-client-origin-mismatch = eBL Desk did not send a request that would have left this profile's service address, so nothing was sent and no sign-in token left the app. Check the profile's who-am-I and envelope send paths.
err-decode = The service sent an answer this version does not understand.

## credit.*

err-credit-unreadable = The credit was not imported: the message cannot be read.
err-credit-malformed = The credit was not imported (it is not a SWIFT message): line { NUMBER($line, useGrouping: "false") }: { $reason }.
err-credit-bad-field = The credit was not imported (a field is not in its format): line { NUMBER($line, useGrouping: "false") }: field { $tag }: { $reason }.
err-credit-missing-field = The credit was not imported (a field the check needs is missing): line { NUMBER($line, useGrouping: "false") }: field { $tag } ({ $what }) is missing.
err-credit-wrong-type = The credit was not imported (it is another kind of message): line { NUMBER($line, useGrouping: "false") }: { $reason }.
err-credit-amendment = The credit was not imported (the amendment does not apply to this credit): line { NUMBER($line, useGrouping: "false") }: { $reason }.
err-credit-none-to-amend = This is an amendment (MT707), and this draft holds no credit to amend: import the credit (MT700) first, then its amendments in order.
# The fields of a documentary credit a missing field names.
err-credit-field-number = documentary credit number
err-credit-field-expiry = date and place of expiry
err-credit-field-amount = currency code, amount
err-credit-field-applicant = applicant
err-credit-field-beneficiary = beneficiary

## ebl.*

# $part is one of err-part-surrenderee, err-part-title-id.
err-ebl-party-changed-named = Nothing was signed: the service now names { $after } as the { $part } of { $reference }; when eBL Desk first saw this eBL it named { $before }. If you know the change is real, accept it on the eBL's page, then try again.
err-ebl-party-changed = Nothing was signed: the service now names another party for this eBL than when eBL Desk first saw it.
err-part-surrenderee = surrenderee
err-part-title-id = title id
err-ebl-change-not-as-shown-named = Nothing was accepted: the service now names other parties for { $reference } than the refusal you saw showed. Review the action again, and accept only what its refusal shows.
err-ebl-change-not-as-shown = Nothing was accepted: the service now names other parties than the refusal you saw showed.
err-ebl-title-reused-named = Nothing was signed: the service gives { $reference } the title id of another eBL, { $other }. One title belongs to one bill; do not sign for either until the service explains it.
err-ebl-title-reused = Nothing was signed: the service gives this eBL the title id of another eBL.

## envelope.*

err-envelope-check-needed = Nothing was signed: this envelope is linked to an eBL and its documents were not checked against it. Send it from the Envelopes screen, or remove the link.
err-envelope-demo-sandbox-only = The demo invoice and packing list exist only on the embedded sandbox profile; on a service, add your own documents.
err-envelope-differences-changed = Nothing was signed: the check of the documents against the eBL changed since you acknowledged it ({ $count ->
        [one] { NUMBER($count, useGrouping: "false") } difference
       *[other] { NUMBER($count, useGrouping: "false") } differences
    }). Look at it again and acknowledge what it shows now.
err-envelope-differences-changed-with-credit = Nothing was signed: the check of the documents against the eBL and the credit changed since you acknowledged it ({ $count ->
        [one] { NUMBER($count, useGrouping: "false") } difference
       *[other] { NUMBER($count, useGrouping: "false") } differences
    }). Look at it again and acknowledge what it shows now.
err-envelope-differences-unacknowledged = Nothing was signed: the check found { $count ->
        [one] { NUMBER($count, useGrouping: "false") } difference
       *[other] { NUMBER($count, useGrouping: "false") } differences
    } between the documents and the eBL. Look at them, and acknowledge them to send the envelope anyway.
err-envelope-differences-unacknowledged-with-credit = Nothing was signed: the check found { $count ->
        [one] { NUMBER($count, useGrouping: "false") } difference
       *[other] { NUMBER($count, useGrouping: "false") } differences
    } between the documents and the eBL and { $creditCount ->
        [one] { NUMBER($creditCount, useGrouping: "false") } difference
       *[other] { NUMBER($creditCount, useGrouping: "false") } differences
    } from the credit. Look at them, and acknowledge them to send the envelope anyway.
err-envelope-differences = Nothing was signed: the documents differ from the eBL. Look at the differences, and acknowledge them to send the envelope anyway.
err-envelope-ebl-unknown = Your company sees no such eBL here. Refresh the eBL list and pick the eBL again.
err-envelope-no-ebl = Link the envelope to an eBL first: its documents are checked against that eBL.

## file.*, http.*, input.*, journal.*

err-file-io = A file could not be read or written.
err-file-io-detail = A file could not be read or written: { $detail }
err-http-client = The service refused the request.
err-http-client-reason = The service refused the request. { $reason }
err-http-conflict = The eBL changed on the service and no longer allows this. Refresh and look again.
err-http-not-found = The service no longer shows this eBL to your company.
err-http-rate-limited = The service asks to slow down. Wait a moment and try again.
err-http-server = The service had a problem. Try again later.
err-http-validation = The service rejected the request.
err-http-validation-reason = The service rejected the request. { $reason }
err-input-invalid = That input is not acceptable.
err-journal-unavailable = Nothing was signed: eBL Desk could not open its data file, so it cannot put this action on record before signing it. Restart eBL Desk; if this persists, open the log folder from Settings.

## keys.*

err-keys-bad-address-named = { $address } is not a valid address: { $why }.
err-keys-bad-address = That is not a valid address.
# Why an address is not valid.
err-address-not-40-digits = expected 40 hex digits
err-address-not-hex = not hex
err-address-checksum = EIP-55 checksum does not match
err-address-too-short = too short
err-keys-bad-hex = That is not a private key: expected 64 hexadecimal characters, with or without 0x.
err-keys-bad-password = That password does not open the keystore file.
err-keys-invalid-key = That is not a valid private key.
err-keys-io = The key could not be read.
err-keys-io-detail = The key could not be read: { $detail }
err-keys-keyring = The system keyring could not be used. Unlock it and try again.
err-keys-keyring-unavailable = There is no system keyring to keep the key in. Start or unlock it and try again.
err-keys-keystore-format = That file is not a keystore this app can read.
err-keys-keystore-unsupported = That keystore uses a format this app does not support.
err-keys-key-curve-unusable-why = This key cannot sign for the service. { $why } Choose a key listed as usable, or generate one on the token.
err-keys-key-curve-unusable = This key cannot sign for the service: it is not on secp256k1.
err-keys-module-bad-signature = Nothing was signed or sent: the security module returned an invalid signature twice. Try again; if it persists, check the module or the token.
err-keys-module-error-why = The security module failed ({ $why }). Nothing was signed.
err-keys-module-error = The security module failed. Nothing was signed.
err-keys-module-key-absent = The chosen key is no longer on the token. Choose the key again on the Keys screen.
err-keys-module-unloadable-named = The security module { $module } cannot be loaded: { $reason }. Check the path of its library (for example { $softhsm } or { $opensc }).
err-keys-module-unloadable = The security module cannot be loaded. Check the path of its library.
err-keys-pin-incorrect = The PIN is incorrect for this token. Nothing was signed. Type it again (a token locks its PIN after a few wrong tries).
err-keys-pin-locked = The token's PIN is locked after too many wrong tries. Nothing was signed. Unlock it with the token's own tools (its SO PIN), then try again.
err-keys-pin-needed = The security module needs its PIN to sign. Nothing was signed or sent yet: enter the PIN and try again.
err-keys-token-absent-serial = The token (serial { $serial }) is not in the security module. Nothing was signed or sent. Insert it, or choose another key on the Keys screen.
err-keys-token-absent = The token is not in the security module. Nothing was signed or sent. Insert it, or choose another key on the Keys screen.
err-keys-removal-unconfirmed-named = Nothing was removed: this profile's signing key is { $stored }, not { $named }. Look at the Keys screen again and confirm removing the key it shows.
err-keys-removal-unconfirmed = Nothing was removed: confirm removing the key the Keys screen shows.
err-keys-would-replace-named = This profile already has a signing key, { $address }; nothing was changed. To replace it, confirm replacing { $address } (export a backup of it first: once replaced it cannot be recovered).
err-keys-would-replace = This profile already has a signing key; nothing was changed.

## net.*, path.*

err-net-offline = The service cannot be reached. Check your connection and try again.
err-net-redirect-to = The service answered with a redirect to { $to }; eBL Desk does not follow redirects, so nothing was sent there.
err-net-redirect = The service answered with a redirect; eBL Desk does not follow redirects, so nothing was sent elsewhere.
err-net-timeout = The service did not answer in time. Try again.
err-net-too-large = The service sent more than the app accepts (16 MiB for data, 256 MiB for a PDF); nothing of it was kept.
err-net-transport = The connection to the service failed. Try again.
err-path-not-allowed = eBL Desk only opens or saves files you choose in its own file dialogs or drop on its window. Choose the file again.

## pdf.*

err-pdf-encode = The page of this PDF could not be shown. Try again.
err-pdf-invalid = This PDF could not be read, so there is no preview.
err-pdf-invalid-argument = The preview was asked for a page it cannot draw. Try again.
err-pdf-io = The PDF could not be read.
err-pdf-io-detail = The PDF could not be read: { $detail }
err-pdf-library-load = The PDF renderer could not be loaded, so the preview cannot be shown. Download the PDF to open it elsewhere.
err-pdf-library-missing = The PDF renderer is not installed, so the preview cannot be shown. Download the PDF to open it elsewhere.
err-pdf-page-out-of-range-named = Page { NUMBER($page, useGrouping: "false") } does not exist: this PDF has { NUMBER($count, useGrouping: "false") } pages.
err-pdf-page-out-of-range = That page does not exist in this PDF.
err-pdf-password = This PDF is password-protected, so there is no preview.
err-pdf-bad-image = The PDF viewer sent a page image that is not valid, so it was not shown and the viewer was restarted. Try again, or download the PDF to open it elsewhere.
err-pdf-protocol = The PDF renderer gave an answer this version does not understand. Try again.
err-pdf-render = The page of this PDF could not be drawn. Download the PDF to open it elsewhere.
err-pdf-timeout = This page could not be drawn in time; the PDF viewer was restarted. Try again.
err-pdf-too-large = This PDF is too large to preview. Download it to open it elsewhere.
err-pdf-unknown-document = This preview was closed. Open the document again.
err-pdf-worker-crashed = The PDF renderer stopped while reading this document. Try again.
err-pdf-worker-spawn = The PDF renderer could not be started, so the preview cannot be shown. Download the PDF to open it elsewhere.

## profile.*, sandbox.*, session.*

err-profile-deletion-changed-named = Nothing was deleted: what deleting “{ $name }” removes has changed since you were asked ({ $now }). Look at it again before deleting.
err-profile-deletion-changed = Nothing was deleted: look at the profile again before deleting it.
err-sandbox-start = The embedded sandbox could not start.
err-sandbox-start-detail = The embedded sandbox could not start: { $detail }
err-session-no-key = There is no signing key yet. Add one on the Keys screen.
err-session-signed-out = You are not signed in. Sign in on the eBLs screen.

## sign.*

err-sign-bad-signature = The service did not accept the signature; nothing changed. Check the key on the Keys screen.
# $part is one of the err-part-… below.
err-sign-mismatch-field = Nothing was signed: the service asked you to sign something other than what you chose. What differs: { $part } (you chose { $expected }; the service asked for { $got }).
err-sign-mismatch-registry = Nothing was signed: the registry the call goes to changed from { $pinned } to { $offered }. If your service's operator announced a new registry, accept it in Settings › Profiles; otherwise do not sign anything on this service.
err-sign-mismatch = Nothing was signed: the service asked you to sign something other than what you chose.
# The part of a signed call that differed from what the user chose.
err-part-recipient = the recipient
err-part-ebl = the eBL
err-part-ebl-title = the eBL's title
err-part-operation = the operation
err-part-registry = the registry
err-part-your-key = your key
err-part-documents = the documents
err-part-document-token = the envelope's document token
err-part-envelope = the envelope
err-part-envelope-count = the number of envelopes
err-part-signed-data = the signed data
err-part-other = a part of the call

## store.*

err-store-corrupt = The local store is damaged.
err-store-corrupt-detail = The local store is damaged: { $detail }
err-store-duplicate-named = The { $field } { $value } is already used.
err-store-duplicate = That is already used.
err-store-invalid-field = The { $field } is not acceptable.
err-store-invalid-field-detail = The { $field } is not acceptable: { $detail }
err-store-invalid = That value is not acceptable.
err-store-json = Something saved by eBL Desk could not be read back. Restart the app and try again.
err-store-not-found-named = The { $what } { $id } is not in the local store (any more).
err-store-not-found = That is not in the local store (any more).
err-store-sqlite = The local store could not be used. Restart the app and try again.
err-store-too-new-versions = The local store was written by a newer eBL Desk (schema version { NUMBER($found, useGrouping: "false") }; this one reads up to { NUMBER($supported, useGrouping: "false") }). Update the app.
err-store-too-new = The local store was written by a newer eBL Desk. Update the app.
err-store-unavailable = The app's data folder cannot be used; profiles cannot be saved.
# The fields and records of the local store a refusal names.
err-store-field-inbox-id = inboxId
err-store-field-inbox = inbox
err-store-field-company-name = companyName
err-store-field-name = name
err-store-thing-contact = contact
err-store-thing-profile = profile

## input.invalid: the sentences of the checks (Error::Invalid), by the code that checks

# eBLs and recipients (crates/desk/src/ebls.rs)
err-input-ebl-wanted = Give the eBL's reference or id.
err-input-ebl-no-such-reference = Your company sees no eBL with the reference { $reference }.
err-input-ebl-reference-ambiguous = { NUMBER($count, useGrouping: "false") } eBLs have the reference { $reference }: give the id of the one you mean.
err-input-recipient-unknown-name = No company or contact you know is named { $name }: give its inbox id.
err-input-recipient-name-ambiguous = { NUMBER($count, useGrouping: "false") } inboxes are named { $name }: give the inbox id of the one you mean.
err-input-contact-unknown-name = None of your contacts is named { $name }: give its inbox id, or add it to your contacts (names eBLs give are not used to choose whom documents go to).
err-input-contact-name-ambiguous = { NUMBER($count, useGrouping: "false") } of your contacts are named { $name }: give the inbox id of the one you mean.
err-input-ebl-no-carrier-file = This eBL carries no file from the carrier.
err-input-ebl-carrier-file-unreadable = The carrier's file in this eBL is not readable (its content is not base64).
err-input-ebl-id-not-uuid = The eBL id { $text } is not a valid UUID.
err-input-recipient-inbox-not-uuid = The recipient inbox id { $text } is not a valid UUID.
err-input-not-uuid = The { $what } { $text } is not a valid UUID.
err-input-ebl-gone = The service no longer shows this eBL.

# Service profiles (crates/desk/src/profiles.rs)
err-input-profile-name = Give the profile a name.
err-input-profile-base-url = The base URL is not a valid address (e.g. { $example }).
err-input-profile-base-url-https = The base URL must start with https:// (plain http only for 127.0.0.1 or localhost).
err-input-profile-base-url-query = The base URL must not carry a query or a fragment.
err-input-profile-base-url-user = The base URL must not carry a user name or password.
err-input-profile-client-id = The client ID is required.
err-input-profile-company-id = The company ID must be a UUID.
err-input-profile-inbox-id = The inbox ID { $text } is not a UUID.
err-input-profile-no-inbox = Give at least one inbox ID of your company.
err-input-profile-scope = Unknown scope { $scope }: use read and/or write.
err-input-profile-read-scope = Choose at least the read scope.
err-input-profile-sandbox-unchangeable = The built-in sandbox profile cannot be changed.
err-input-profile-gone = That profile no longer exists.
err-input-profile-in-use = Switch to another profile before changing the base URL, client ID or paths of this one: its session is in use.
err-input-profile-no-such-name = There is no profile named { $name }.
err-input-profile-name-ambiguous = { NUMBER($count, useGrouping: "false") } profiles are named { $name }: give the id of the one you mean.
err-input-profile-no-such-id = There is no service profile { $id }.
err-input-profile-sandbox-undeletable = The built-in sandbox profile cannot be deleted.
err-input-profile-delete-active = Switch to another profile before deleting this one.
# A path typed for a profile: $field is one of the two below, $why one of the reasons below.
err-input-path = The { $field } must be a plain path under the service's address, such as { $example }: { $why }.
err-input-path-character = The { $field } must be a plain path under the service's address, such as { $example }: it has the character { $character }.
err-input-path-field-send = envelope send path
err-input-path-field-me = who-am-I path
err-input-path-empty = it is empty
err-input-path-too-long = it is too long
err-input-path-not-absolute = it must start with / and name no scheme or host
err-input-path-empty-segment = it has two slashes in a row, which name another host
err-input-path-dot-segment = it has a . or .. part
err-input-path-backslash = it has a backslash, which an address reads as a slash
err-input-path-colon = it has a colon, which could name another scheme or host
err-input-path-encoded = it has an encoded slash, backslash, dot or percent sign (such as %2F)

# Company registration, contacts, keys, registry pins (crates/desk/src/…)
err-input-registration-company-name = Enter the company name.
err-input-registration-country = Enter the country as two letters (e.g. DK).
err-input-registration-email = Enter a valid e-mail address.
err-input-registration-page = The service answered with a registration page the app will not open (only https addresses, or http on this computer, are opened).
err-input-registration-client = Enter the integrator client ID and secret.
err-input-contact-verified-how = Say how you verified the contact's inbox.
err-input-contacts-file-too-large = { $file } is larger than { NUMBER($megabytes, useGrouping: "false") } MB; split it into smaller files.
err-input-backup-password = Choose a password to protect the backup.
err-input-keystore-not-a-file = { $file } is not a file.
err-input-keystore-too-large = { $file } is too large for a keystore file.
err-input-registry-kind = Unknown registry kind { $kind }.
err-input-registry-not-offered = That is not the registry address the service offered; nothing was changed.
err-input-stored-key-address = The stored key's address: { $detail }
err-input-module-no-pin-needed = This profile signs with its keyring key, which needs no PIN.
err-input-module-key-label = Give the new key a label.
err-input-key-standing-no-company = Your company is not known for this profile: add its Company ID in Settings to register a key.
err-input-key-standing-sandbox-only = Only the sandbox profile can approve its own keys.

# The window, the app, rules, webhooks, sign-in
err-input-last-view-too-long = The window's last screen and filter were not remembered: a value is too long.
err-input-last-view = The window's last screen and filter: { $detail }
err-input-autostart-no-config-folder = eBL Desk cannot start at login here: the user's configuration folder is unknown (neither XDG_CONFIG_HOME nor HOME is set).
err-input-autostart-path = eBL Desk cannot be started at login from { $path }: the path has characters a desktop entry cannot hold.
err-input-no-deleted-profile = There is no deleted profile { $id }: Activity shows the profile in use and deleted profiles only.
err-input-rules-no-company = This profile does not say which company it acts for.
err-input-rule-id-not-uuid = The rule id { $text } is not a valid UUID.
err-input-webhook-secret = A webhook receiver needs the secret header its rule sends (a name and a value).
err-input-no-sign-in = No sign-in is in progress.

# Envelopes and drafts (crates/desk/src/envelopes/mod.rs)
err-input-draft-gone = This draft no longer exists.
err-input-draft-id = A draft id is a UUID.
err-input-size-limit = The size limit is between 1 MiB and 1 TiB.
# After the first problem of a draft, when it has more.
err-input-draft-more-problems = { " " }(and { NUMBER($more, useGrouping: "false") } more problems)
err-input-envelope-uploading = This envelope is already being uploaded.
err-input-envelope-recipient = Choose a recipient.
err-input-envelope-none-created = The service created no envelope (an empty result).
err-input-envelope-not-uploaded = Upload the envelope before sending it.
err-input-envelope-no-record = This envelope was uploaded without the app's own record of its documents, so what the service asks you to sign cannot be checked. Edit the draft and upload it again.
err-input-envelope-recipient-inbox = Choose the recipient's inbox (an inbox id).

# Attention rules and deadlines, signing requests, credits
err-input-arrival-date = Enter the vessel's arrival date.
err-input-lead-time = The lead time before arrival must be at most { NUMBER($hours, useGrouping: "false") } hours.
err-input-no-voyage = This eBL names no vessel or voyage: set the arrival for this eBL only.
err-input-rule-surrender-hours = The hours a surrender request may wait must be between 1 and { NUMBER($max, useGrouping: "false") }.
err-input-rule-outcome-minutes = The minutes an action's outcome may stay unknown must be between 1 and { NUMBER($max, useGrouping: "false") }.
err-input-rule-untouched-days = The days an eBL may stay untouched must be between 1 and { NUMBER($max, useGrouping: "false") }.
err-input-rule-between = The { $what } must be between 1 and { NUMBER($max, useGrouping: "false") }.
err-input-requests-folder = The requests folder must be an existing folder, given by its full path: { $folder }
err-input-request-gone = That request is no longer in the requests folder.
err-input-credit-file-too-large = { $file } is too large for a SWIFT message (over { NUMBER($kib, useGrouping: "false") } KiB): choose the MT700 or MT707 text file.
err-input-credit-text-too-long = This text is too long for a SWIFT message (over { NUMBER($kib, useGrouping: "false") } KiB).

# Batches, signing requests made, reviews, attention
err-input-select-ebl = Select at least one eBL.
err-input-batch-too-many = At most { NUMBER($max, useGrouping: "false") } eBLs can be acted on at once; { NUMBER($count, useGrouping: "false") } are selected.
err-input-recipient-inbox = Choose the recipient's inbox.
err-input-batch-running = This batch is already being signed and submitted.
err-input-batch-reviewing = The batch is being reviewed again; sign it once its review is shown.
err-input-batch-unknown-action = A batch names an unknown action { $action }.
err-input-batch-still-running = This batch is still being signed and submitted.
err-input-batch-already-reviewing = This batch is already being reviewed again.
err-input-batch-cancel-first = This batch is still being signed and submitted; cancel it first.
err-input-request-too-many = A request names at most { NUMBER($max, useGrouping: "false") } eBLs; { NUMBER($count, useGrouping: "false") } are selected.
err-input-request-note-too-long = The note is longer than { NUMBER($max, useGrouping: "false") } characters.
err-input-request-validity = A request is valid for 1 to { NUMBER($max, useGrouping: "false") } hours.
# Before the check's own sentence about one eBL of a request.
err-input-named-ebl = { $reference }:{ " " }
err-input-request-file-too-large = This request would be larger than a request file may be ({ NUMBER($kib, useGrouping: "false") } KiB): request fewer eBLs at once.
err-input-own-inbox = That inbox is your own company's.
err-input-attention-closed = This item no longer needs attention; the list is up to date now.

# A contact as typed or imported (crates/desk/src/contacts.rs)
err-input-contact-company-empty = The company name is empty.
err-input-contact-inbox-empty = The inbox id is empty.
err-input-contact-inbox-not-uuid = The inbox id { $text } is not a UUID.
err-input-contact-country = The country { $country } is not a two-letter code (such as EG).
err-input-contact-duplicate = This inbox id is already in the contacts.
err-input-contact-duplicate-line = This inbox id is already on an earlier line.
err-input-csv-not-csv = The file is not CSV: { $detail }
err-input-csv-empty = The file is empty.
# The column names are what the file must say, in English.
err-input-csv-header = The first line must name the columns: { $name }, { $inbox }, and optionally { $country } and { $notes }.
err-input-csv-no-rows = The file has no contacts under its header line.

# The details a file error carries (the system's own reason as an argument).
err-detail-cannot-read = { $path } cannot be read: { $reason }.
err-detail-pinned-registry-unreadable = The pinned registry { $address } is unreadable.
err-detail-log-folder = the log folder: { $reason }
err-detail-no-store = This app has no local store.
err-detail-store-unusable = The local store is unusable.
err-detail-store-unusable-opening = the local store is unusable
err-detail-unknown-operation = unknown operation
