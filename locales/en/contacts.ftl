# The local address book: contacts, their verification, CSV import and export.

contacts-title = Contacts
contacts-subtitle = Companies and inboxes you send eBLs and envelopes to.
contacts-search = Search contacts
contacts-search-placeholder = Search by name, inbox id, country or notes
contacts-new = New contact
contacts-import-csv = Import CSV…
contacts-export-csv = Export CSV…
contacts-export-dialog = Export contacts
contacts-exported = { $count ->
    [one] { $shown } contact exported to { $path }
   *[other] { $shown } contacts exported to { $path }
}
contacts-export-failed = The contacts were not exported
contacts-saved = Contact “{ $name }” saved.
contacts-marked-verified = Contact “{ $name }” marked verified.
contacts-unverified = Contact “{ $name }” is no longer marked verified.
contacts-deleted = Contact “{ $name }” deleted.
contacts-unverify-failed = The verification was not removed
contacts-imported = { $count ->
    [one] { $shown } contact imported.
   *[other] { $shown } contacts imported.
}
contacts-imported-skipped = { $count ->
    [one] { $shown } contact imported; { $skipped ->
        [one] { $skippedShown } row skipped.
       *[other] { $skippedShown } rows skipped.
    }
   *[other] { $shown } contacts imported; { $skipped ->
        [one] { $skippedShown } row skipped.
       *[other] { $skippedShown } rows skipped.
    }
}
contacts-read-failed = The contacts could not be read
contacts-no-match = No contact matches “{ $query }”.
contacts-empty-title = No contacts saved
contacts-empty-body = A contact keeps a company's name with its inbox id, so you pick a recipient by name instead of typing an id.
contacts-table = Contacts
contacts-col-company = Company
contacts-col-inbox = Inbox id
contacts-col-country = Country
contacts-col-notes = Notes
contacts-col-verified = Verified
contacts-col-actions = Edit, verify or delete
contacts-col-line = Line
contacts-col-problems = Problems
contacts-added-by = Added by { $by }
contacts-edit = Edit
contacts-edit-name = Edit { $name }
contacts-verify = Verify
contacts-verify-name = Verify { $name }
contacts-unverify = Unverify
contacts-unverify-name = Unverify { $name }
contacts-delete = Delete
contacts-delete-name = Delete { $name }
contacts-delete-title = Delete the contact “{ $name }”?
contacts-delete-failed = The contact was not deleted
contacts-delete-confirm = Delete contact
contacts-delete-body = It is removed from this computer's address book only.

## Verification
contacts-not-verified = Not verified
contacts-verified-how = Verified by { $by } on { $when } UTC ({ $how })
contacts-verified-how-note = Verified by { $by } on { $when } UTC ({ $how }: { $note })
contacts-verified-other = Verified by { $by } on { $when } UTC ({ $note })
contacts-method-phone-call = Phone call
contacts-method-in-person = In person
contacts-method-email = E-mail from a known address
contacts-method-other = Other (say how)
contacts-how-phone-call = phone call
contacts-how-in-person = in person
contacts-how-email = e-mail from a known address
contacts-say-how = Say how you verified the inbox id.
contacts-verify-title = Verify “{ $name }”
contacts-verify-intro = Check the inbox id { $inbox } with the company itself, not with the message or eBL that gave it to you.
contacts-how-verified = How you verified it
contacts-verify-details = Details (whom you spoke to, the number or address)
contacts-verify-failed = The contact was not marked verified
contacts-mark-verified = Mark verified

## The form
contacts-error-company = Enter the company name.
contacts-error-inbox = Enter the inbox id.
contacts-error-inbox-uuid = An inbox id is a UUID, such as { $example }.
contacts-error-country = Use the two-letter country code, such as { $example }.
contacts-edit-contact = Edit contact { $name }
contacts-edit-title = Edit “{ $name }”
contacts-company-name = Company name
contacts-inbox-id = Inbox id
contacts-country-two-letters = Country (two letters)
contacts-notes = Notes
contacts-save-failed = The contact was not saved
contacts-save = Save contact

## CSV import
contacts-import-title = Import contacts from CSV
contacts-import-columns = The first line names the columns: { $company }, { $inbox }, and optionally { $country } and { $notes }.
contacts-import-choose = Choose a CSV file…
contacts-import-paste = Or paste the CSV
contacts-import-preview = Preview
contacts-import-read-failed = The CSV could not be read
contacts-import-summary = { $good } of { $total } rows can be imported.
contacts-import-summary-skipped = { $good } of { $total } rows can be imported; { $bad } with errors will be skipped.
contacts-import-table = Import preview
contacts-import-row-ok = OK
contacts-import-failed = The contacts were not imported
contacts-import-count = { $count ->
    [one] Import { $shown } contact
   *[other] Import { $shown } contacts
}
contacts-import = Import
contacts-close = Close
