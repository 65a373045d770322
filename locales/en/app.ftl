# The window's shell: navigation, status bar, shared components, sign-in.

## Navigation (end-to-end tests find the entries by these English names: keep them stable)
app-nav-main = Main
app-nav-ebls = eBLs
app-nav-envelopes = Envelopes
app-nav-approvals = Approvals
app-nav-activity = Activity
app-nav-rules = Rules
app-nav-contacts = Contacts
app-nav-keys = Keys
app-nav-settings = Settings

## Shell
app-brand-name = eBL Desk
app-open-ebl-failed = The eBL could not be shown
app-opening-screen = Opening { $screen }…
app-cancel = Cancel
app-dismiss = Dismiss
app-keep-it = Keep it
app-store-notice = Local data

## Status bar
app-status-bar = Status bar
app-status-profile = Profile:
app-status-polling = Polling
app-status-profile-unavailable = Profile unavailable: { $message } ({ $code })
app-status-loading = Loading profile…
app-interval-seconds = { $seconds } s
app-interval-minutes = { $minutes } min
app-interval-hours = { $hours } h
app-interval-hours-minutes = { $hours } h { $minutes } min
app-poll-slowed = Checking every { $interval } (large list)

## Closing the window
app-close-title = Keep eBL Desk running?
app-close-body-tray = In the tray, eBL Desk keeps watching the eBLs of all your profiles while its window is closed, and tells you when one needs attention: a surrender answered, a request waiting too long, a deadline coming. Quit stops watching until you start it again.
app-close-body-background = In the background, eBL Desk keeps watching the eBLs of all your profiles while its window is closed, and tells you when one needs attention: a surrender answered, a request waiting too long, a deadline coming. Quit stops watching until you start it again.
app-close-no-tray = There is no tray on this desktop: open eBL Desk again to bring this window back.
app-close-dont-ask = Don't ask again
app-close-change-later = You can change this later in Settings → Watching.
app-close-keep-tray = Keep running in the tray
app-close-keep-background = Keep running in the background
app-close-quit = Quit
app-close-failed = The window could not be closed

## Errors the window makes itself
app-error-code = Error code:
app-error-ipc-failed = The window could not talk to the app.
app-error-ipc-unreadable = The app did not answer in a way this window understands.

## Choosing a recipient
app-recipient-title = Choose a recipient
app-recipient-intro-surrender = Request surrender { $reference } to:
app-recipient-intro-transfer = Transfer { $reference } to:
app-recipient-intro-copy = Send as a copy { $reference } to:
app-recipient-search = Search recipients
app-recipient-search-placeholder = Search companies and contacts
app-recipient-loading = Loading companies and contacts…
app-recipient-load-failed = The recipients could not be loaded
app-recipient-known = Known recipients
app-recipient-no-match = No company or contact matches.
app-recipient-verified = Verified contact
app-recipient-check = Check: { $flag }
app-recipient-inbox-id = Inbox id
app-recipient-not-inbox-id = That is not an inbox id: it looks like 8-4-4-4-12 hexadecimal digits, e.g. { $example }.
app-recipient-own-inbox = That is your own company's inbox.
app-recipient-unknown = Unknown recipient: this inbox is not one of the known companies or your contacts. Check it with the recipient before you continue.
app-recipient-known-verified = Recipient: { $name } (verified contact)
app-recipient-known-source = Recipient: { $name } ({ $source })
app-recipient-continue = Continue to review

## Session
app-session-signed-in-as = Signed in as
app-session-your-company = your company
app-session-identity-not-asked = The service was not asked who you are
app-session-read-only = Read-only sign-in: you can look at eBLs, but requesting surrender, transferring and sending copies need a sign-in with the
app-session-read-only-scope = scope.
app-session-sign-out = Sign out
app-session-sign-out-failed = Could not sign out
app-signin-the-service = the service
app-signin-title = Sign in to see your eBLs
app-signin-waiting = Waiting for you to sign in in your browser…
app-signin-page-opened = A page of { $where } opened in your browser. Sign in there and allow eBL Desk access; this window continues by itself.
app-signin-reopen = Open the browser again
app-signin-intro = Sign in to { $where } in your browser. eBL Desk then lists each eBL with its state, your role and whether your company holds it, and lets you request surrender or transfer it.
app-signin-button = Sign in
app-signin-not-signed-in-sentence = Not signed in.
app-signin-not-signed-in = Not signed in
