# Settings: the profile in use, profiles, registries, second person, envelopes, watching,
# language, company registration, about.

settings-title = Settings
settings-subtitle = The profile this window works in and the app itself.
settings-loading = Loading…
settings-load-failed = Settings could not be loaded

## Active profile
settings-active-profile = Active profile
settings-profile-name = Name
settings-profile-kind = Kind
settings-app-version = App version
settings-kind-sandbox = Built-in sandbox
settings-kind-service-long = Trade Document Exchange Service
settings-kind-service = Service

## About
settings-about = About
settings-about-log-folder = Log folder
settings-about-log-none = none (the log goes to the terminal)
settings-about-log-detail = One file a day, the last 7 kept. Set { $setting } before starting the app for more detail. No token, key, password or signing payload is ever written there.
settings-about-open-log = Open log folder
settings-about-open-log-failed = The log folder could not be opened
settings-about-pdf = PDF viewer
settings-about-pdf-asking = Asking the PDF viewer about its sandbox…
settings-about-pdf-sandbox = PDF viewer sandbox
settings-about-pdf-protections = PDF viewer protections
# After the protection's name (in bold), e.g. "System-call filter (seccomp): in force — only the calls a renderer needs".
settings-about-pdf-in-force = : in force — { $words }
settings-about-pdf-missing = : missing — { $words }
settings-about-pdf-failed = The PDF viewer could not be asked

## Second person (dual control)
settings-approval = Second person
settings-approval-load-failed = The policy could not be loaded
settings-approval-policy = Second person policy
settings-approval-about = For this profile only. A person who prepares an action then makes a signing request, and someone else with the key approves it from their own eBL Desk; both are named in the journal.
settings-approval-required = Transfers and surrenders need a second person
settings-approval-copies = Include copies
settings-approval-folder = Requests folder (optional)
settings-approval-folder-none = None: requests are saved or copied by hand.
settings-approval-folder-dialog = Folder where requests are offered
settings-approval-choose-folder = Choose folder…
settings-approval-no-folder = No folder
settings-approval-done-folder = Requests are now offered in { $folder }.
settings-approval-done-required = Transfers and surrenders on this profile now need a second person.
settings-approval-done-not-required = Transfers and surrenders on this profile no longer need a second person.
settings-approval-done-copies = Copies now need a second person too.
settings-approval-done-no-copies = Copies no longer need a second person.
settings-approval-done-no-folder = Requests are no longer offered in a folder.
settings-approval-save-failed = The policy was not saved

## Envelopes
settings-envelopes = Envelopes
settings-envelopes-load-failed = The envelope settings could not be loaded
settings-envelopes-form = Envelope settings
settings-envelopes-max = Largest file (MiB)
settings-envelopes-max-hint = Larger files are refused before the upload starts.
settings-envelopes-max-problem = Enter a whole number of MiB, at least 1.
settings-envelopes-save = Save envelope settings
settings-envelopes-saved = Saved: files up to { NUMBER($mib, useGrouping: 0) } MiB can be uploaded.
settings-envelopes-save-failed = The envelope settings were not saved

## The service profile form's checks
settings-profile-problem-name = Enter a name for the profile.
settings-profile-problem-url-empty = Enter the service's base URL.
settings-profile-problem-url-rule = The base URL must start with { $https } (plain { $http } only for { $ip } or { $localhost }).
settings-profile-problem-url-invalid = That is not a valid address (e.g. { $example }).
settings-profile-problem-url-host = The base URL needs a host name.
settings-profile-problem-url-query = The base URL cannot have a query (?…) or a fragment (#…).
settings-profile-problem-client-id = Enter the client ID the service gave you.
settings-profile-problem-company-empty = Enter your company ID.
settings-profile-problem-company-uuid = The company ID must be a UUID, like { $example }.
settings-profile-problem-inbox-empty = Enter at least one inbox ID.
settings-profile-problem-inbox-uuid = “{ $inbox }” is not a UUID; each inbox ID must be one.
settings-profile-problem-scopes = Choose at least one scope.
# $reason is one of the settings-path-… messages below.
settings-profile-problem-send-path = The envelope send path must be a plain path under the service's address, such as { $example }: { $reason }.
settings-profile-problem-me-path = The who-am-I path must be a plain path under the service's address, such as { $example }: { $reason }.
settings-path-empty = it is empty
settings-path-too-long = it is too long
settings-path-not-absolute = it must start with / and name no scheme or host
settings-path-double-slash = it has two slashes in a row, which name another host
settings-path-dot = it has a . or .. part
settings-path-backslash = it has a backslash, which an address reads as a slash
settings-path-colon = it has a colon, which could name another scheme or host
settings-path-encoded = it has an encoded slash, backslash, dot or percent sign (such as %2F)
settings-path-character = it has the character { $character }

## The service profile form
settings-cancel = Cancel
settings-profile-add-title = Add a service profile
settings-profile-edit-title = Edit “{ $name }”
settings-profile-base-url = Base URL
settings-profile-client-id = Client ID
settings-profile-client-secret = Client secret
settings-profile-moves-credentials = This points the profile at another service: its session and stored client secret were issued by the old one and will be forgotten, so they are never sent to the new address. Sign in again after saving, and enter the client secret again.
settings-profile-remove-secret = Remove the stored secret
settings-profile-secret-new = Kept in the system keyring, never shown again.
settings-profile-secret-none = No secret is stored for this profile.
settings-profile-secret-removed = The stored secret will be removed.
settings-profile-secret-stored = A secret is stored — leave empty to keep it
settings-profile-company-id = Company ID
settings-profile-inbox-ids = Inbox IDs
settings-profile-inbox-ids-hint = One per line, or separated by commas.
settings-profile-scopes = Scopes
settings-profile-send-path = Envelope send path
settings-profile-me-path = Who-am-I path
settings-profile-form-problems = Some fields need attention; nothing was saved.
settings-profile-save-failed = The profile was not saved
settings-profile-save = Save changes
settings-profile-add = Add profile

## Profiles
settings-profiles = Profiles
settings-profiles-loading = Loading profiles…
settings-profiles-load-failed = The profiles could not be loaded
settings-profiles-in-use = In use
settings-profiles-actions = Actions
settings-profiles-active = Active
settings-profiles-use = Use this profile
settings-profiles-use-named = Use this profile: { $name }
settings-profiles-edit = Edit
settings-profiles-edit-named = Edit { $name }
settings-profiles-delete = Delete
settings-profiles-delete-named = Delete { $name }
settings-profiles-delete-active = Switch to another profile before deleting this one.
settings-profiles-switch-failed = The profile was not switched
settings-profiles-done-switched = Now using “{ $name }”.
settings-profiles-done-deleted = Profile “{ $name }” deleted.
settings-profiles-done-saved = Profile “{ $name }” saved.
settings-profiles-done-added = Profile “{ $name }” added.
settings-profiles-confirm-named = Confirm deleting { $name }
settings-profiles-confirm = Delete the profile “{ $name }”?
settings-profiles-facts-loading = Looking at what the profile holds…
settings-profiles-facts-failed = What the profile holds could not be read
settings-profiles-confirm-yes = Yes, delete the profile
settings-profiles-confirm-no = Keep it
settings-profiles-delete-failed = The profile was not deleted
settings-profiles-facts-key = Its signing key { $address } is removed from this computer's keyring; without a backup (Keys › Export a keystore backup, while the profile is in use) it cannot be recovered.
settings-profiles-facts-no-key = It has no signing key on this computer.
settings-profiles-facts-removed = Its stored secret, sign-in and cached eBLs are removed, with its { $drafts ->
        [one] { $drafts } envelope draft
       *[other] { $drafts } envelope drafts
    } and { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    }.
settings-profiles-facts-journal = { $count ->
        [one] Its { $count } journal entry stays readable under Activity, as “{ $name } (deleted)”.
       *[other] Its { $count } journal entries stay readable under Activity, as “{ $name } (deleted)”.
    }
settings-profiles-facts-no-journal = It has no journal entries.

## Registry contracts ($label: the contract's name as the app gives it, e.g. "surrender registry")
settings-registries = Registry contracts
settings-registries-about = Your key signs calls to these contracts only. Each is pinned at the first signature on this profile; a different one is refused until you accept it.
settings-registries-load-failed = The registry contracts could not be loaded
settings-registries-accept-failed = The new address was not accepted
settings-registries-confirm-title = Accept a new registry address?
settings-registries-confirm = The service now names a different { $label }. Accept it only if your service's operator announced the change: from then on your key signs calls to the new contract.
settings-registries-pinned-now = Pinned now
settings-registries-new-address = New address
settings-registries-done = { $label } changed to { $address }.
settings-registries-accept = Accept new address
settings-registries-keep = Keep the pinned one
settings-registries-not-pinned = Not pinned yet (pinned at the first signature)
settings-registries-offered = The service now names { $address }: signing is refused until you accept it.
settings-registries-accept-named = Accept new registry address for the { $label }
settings-registries-accept-registry = Accept new registry address

## Register a new company (as an integrator)
settings-registration = Register a new company
settings-registration-about = As an integrator, start the service's registration page in your browser; the new company's user finishes it there and the browser comes back to this app.
settings-registration-company-name = Company name
settings-registration-country = Country (two letters)
settings-registration-first-name = First name
settings-registration-last-name = Last name
settings-registration-email = E-mail
settings-registration-client-id = Integrator client ID
settings-registration-secret = Integrator client secret
settings-registration-start = Register in the browser
settings-registration-waiting = Waiting for the registration to be completed in the browser…
settings-registration-failed = The company was not registered
settings-registration-problem-name = Enter the company name.
settings-registration-problem-country = Enter the country as two letters (e.g. DK).
settings-registration-problem-email = Enter a valid e-mail address.
settings-registration-problem-client-id = Enter the integrator client ID.
settings-registration-problem-secret = Enter the integrator client secret.
settings-registration-result = Registration result
settings-registration-complete = Registration of { $company } is complete.
settings-registration-in-sandbox = In the sandbox
# $inboxes: the company's inbox ids, separated by commas.
settings-registration-sandbox-company = { $company } ({ $country }), inbox { $inboxes }

## Watching
settings-watching = Watching
settings-watching-about = eBL Desk checks every profile with a stored session and tells you when one of its eBLs needs attention.
settings-watching-load-failed = The watch rules could not be loaded
settings-watch-rules = Watch rules
settings-watch-tell-me = Tell me when, for this profile
settings-watch-answered = A surrender request is answered (accepted or rejected)
settings-watch-pending = A surrender request waits longer than
settings-watch-unknown = An action's outcome is still unknown after
settings-watch-newly-held = An eBL newly comes into your company's hands
settings-watch-untouched = An eBL your company holds is untouched for
settings-watch-deadlines = An eBL is not surrendered before its deadline
settings-watch-lead = Lead time a new deadline proposes
# The unit after a rule's number field.
settings-watch-unit-hours = hours
settings-watch-unit-minutes = minutes
settings-watch-unit-days = days
# The name of a rule's number field: $label is one of the rules above.
settings-watch-number-hours = { $label } (hours)
settings-watch-number-minutes = { $label } (minutes)
settings-watch-number-days = { $label } (days)
settings-watch-problem-hours = Enter whole hours, from 1 to { NUMBER($max, useGrouping: 0) }.
settings-watch-problem-minutes = Enter whole minutes, from 1 to { NUMBER($max, useGrouping: 0) }.
settings-watch-problem-days = Enter whole days, from 1 to { NUMBER($max, useGrouping: 0) }.
settings-watch-save = Save watch rules
settings-watch-saved = Saved: the rules apply from the next check.
settings-watch-save-failed = The watch rules were not saved
settings-prefs-load-failed = The app's preferences could not be loaded
settings-close = When the window is closed
settings-close-ask = Ask
settings-close-tray = Keep running in the tray
settings-close-quit = Quit
settings-start-at-login = Start eBL Desk at login
settings-start-at-login-about = Started at login, eBL Desk opens no window: it watches from the tray.
settings-prefs-saved = Saved.
settings-prefs-save-failed = The preference was not saved

## Language
settings-language = Language
settings-language-label = Language
# $name: the system's language, by its own name (English, العربية, 简体中文).
settings-language-follow-system = Follow the system ({ $name })
settings-language-load-failed = The language could not be read
settings-language-save-failed = The language was not changed

## The window's own errors
settings-profiles-not-a-list = The app answered the profile list with something that is not a list.
settings-registries-not-a-list = The app answered the registry list with something that is not a list.
settings-language-not-a-setting = The app answered the language question with something that is not a language setting.
