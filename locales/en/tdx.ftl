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
tdx-ebl-action-not-offered-because = { $action }: { $reason }
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
