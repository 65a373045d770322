# The company's notification rules on the service: list, form, enable and delete.

rules-title = Rules
rules-subtitle = Notifications the service sends when an eBL changes or an envelope arrives.
rules-signed-out-title = Sign in to see your company's rules
rules-signed-out-body = Rules belong to your company on the service: each one calls a webhook or sends an e-mail when its event happens.
rules-new = New rule
rules-saved = Rule “{ $name }” saved.
rules-loading = Loading the rules…
rules-load-failed = The rules could not be loaded
rules-change-failed = The rule was not changed
rules-empty-title = No rules yet
rules-empty-body = Create one to get a webhook call or an e-mail when an eBL changes or an envelope arrives.
rules-table = Rules
rules-col-name = Name
rules-col-event = Event
rules-col-actions = Actions
rules-col-enabled = Enabled
rules-col-buttons = Edit or delete
rules-enabled-name = Enabled: { $name }
rules-edit = Edit
rules-edit-name = Edit { $name }
rules-delete = Delete
rules-delete-name = Delete { $name }
rules-delete-title = Delete the rule “{ $name }”?
rules-delete-failed = The rule was not deleted
rules-delete-confirm = Delete rule
rules-deleted = Rule “{ $name }” deleted.
rules-delete-body = The service stops sending its notifications. This cannot be undone.

## Events and actions
rules-event-envelope-received = An envelope is received
rules-event-invitation-accepted = A contact invitation is accepted
rules-event-ebl-update = An eBL changes
rules-action-email = Send e-mail to
rules-action-email-everyone = Send e-mail to everyone in the company
rules-action-webhook = Post a webhook

## The form
rules-edit-rule = Edit rule { $name }
rules-edit-title = Edit “{ $name }”
rules-name = Rule name
rules-when = When
rules-ebl-webhooks-only = eBL rules can only post webhooks; they are sent for your company.
rules-enabled = Enabled
rules-actions = Actions
rules-add-action = Add an action
rules-save-failed = The rule was not saved
rules-saving = Saving…
rules-save = Save rule
rules-emails-label = E-mail addresses, one per line (action { $n })
rules-urls-label = Webhook URLs, one per line (action { $n })
rules-action-n = Action { $n }
rules-action-type-label = What action { $n } does
rules-headers = Custom headers (action { $n })
rules-header-name = Header { $j } name (action { $n })
rules-header-value = Header { $j } value (action { $n })
rules-header-remove = Remove header { $j } (action { $n })
rules-add-header = Add a header (action { $n })
rules-remove-action = Remove action { $n }

## What the form can tell is wrong
rules-error-name = Give the rule a name.
rules-error-actions = Add at least one action.
rules-error-ebl-webhook-only = eBL rules can only post a webhook.
rules-error-email-none = Add at least one e-mail address.
rules-error-not-email = "{ $value }" is not an e-mail address.
rules-error-webhook-none = Add at least one webhook URL.
rules-error-not-url = "{ $value }" is not an http(s) URL.
rules-error-header-name = "{ $value }" is not a valid header name.
