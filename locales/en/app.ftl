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
