# The Activity screen: everything signed and sent from this app, with the service's answers.

activity-title = Activity
activity-subtitle = Everything signed and sent from this app on this profile, with what the service answered.
activity-subtitle-deleted = Everything signed and sent from this app on “{ $name }”, a profile deleted on { $date }, with what the service answered.
activity-filter-region = Filter the activity
activity-profile = Profile
activity-profile-in-use = The profile in use
activity-profile-deleted = { $name } (deleted)
activity-filter = Filter
activity-filter-placeholder = eBL reference, company, transaction hash…
activity-operation = Operation
activity-outcome = Outcome
activity-all = All
activity-person = Person
activity-person-placeholder = Prepared or approved by
activity-from = From
activity-until = Until
activity-export = Export CSV…
activity-export-dialog = Export activity
activity-exported = { $count ->
    [one] { $shown } entry exported to { $path }
   *[other] { $shown } entries exported to { $path }
}
activity-count = { $count ->
    [one] { $shown } entry
   *[other] { $shown } entries
}
activity-count-filtered = { $matched } of { $total } entries
activity-count-filtered-more = { $matched }+ of { $total } entries
activity-export-failed = The activity was not exported
activity-read-failed = The activity could not be read
activity-empty-title = Nothing on record yet
activity-empty-body = Every transfer, surrender request, copy and envelope you send from this app is recorded here, with its signature and the service's answer.
activity-table = Activity
activity-col-time = Time
activity-col-action = Action
activity-col-ebl = eBL
activity-col-counterparty = Counterparty
activity-col-outcome = Outcome
activity-col-transaction = Transaction
activity-people = Prepared by { $preparedBy } · Approved by { $approvedBy }

## Operations and outcomes of the journal
activity-op-transfer = Transfer
activity-op-surrender = Surrender request
activity-op-copy = Copy sent
activity-op-envelope = Envelope sent
activity-outcome-submitted = Submitted
activity-outcome-refused = Refused
activity-outcome-failed = Failed
activity-outcome-unknown = Unknown
