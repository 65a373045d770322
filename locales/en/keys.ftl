# Keys: the signing key (keyring or security module), its standing on the service, the PIN prompt.

keys-title = Keys
keys-subtitle = The blockchain key that signs your company's actions.
keys-loading = Reading the keyring…
keys-load-failed = The keyring could not be read
keys-cancel = Cancel
keys-no-label = (no label)

## The key in use
keys-none-title = No signing key yet
keys-none-about = Your key signs surrender requests, transfers and envelopes on this computer. It is kept in the system keyring and never shown in this window; only its address is. Or use a key in a security module (below): it signs inside the module and never leaves it.
keys-current-title = Signing key
keys-kept = Kept
keys-kept-where = Where the key is kept
keys-kept-module = In the security module { $token } · key { $key }
keys-kept-keyring = In the system keyring on this computer
keys-module = Module
keys-address = Address
keys-address-label = Key address
keys-copy-address = Copy address
keys-done-copied = Address copied.
keys-copy-failed = The address could not be copied; select it and copy it by hand.
keys-use-keyring = Use the keyring key instead
keys-use-keyring-failed = The keyring key was not chosen
keys-done-keyring-again = Signing with the keyring key again: { $address }
keys-done-keyring-empty = The keyring holds no key: add one below.

## Adding or replacing the key
keys-add-title = Add a key
keys-replace-title = Replace the key
keys-replace-current = Replace the current key { $address } (it is removed from this computer and cannot be recovered without a backup — export one first)
keys-generate = Generate a key
keys-generate-failed = No key was generated
keys-hex-label = Private key (hex)
keys-hex-import = Import a hex key
keys-hex-failed = The key was not imported
keys-keystore-filter = Keystore (JSON)
keys-keystore-dialog = Import a keystore file
keys-keystore-import = Import a keystore file…
keys-keystore-form = Keystore import
keys-keystore-file = File: { $path }
keys-keystore-password = Keystore password
keys-keystore-submit = Import
keys-keystore-pick-failed = No file was chosen
keys-keystore-failed = The keystore was not imported
keys-done-generated = New key generated: { $address }
keys-done-imported = Key imported: { $address }
keys-done-imported-keystore = Key imported from the keystore: { $address }

## Backup
keys-backup = Backup
keys-backup-export = Export a keystore backup…
keys-backup-about = The backup is the key encrypted with this password (keystore v3 JSON).
keys-backup-password = Backup password
keys-backup-confirm = Confirm password
keys-backup-too-short = Use a password of at least { $min } characters.
keys-backup-not-same = The two passwords are not the same.
keys-backup-dialog = Save the keystore backup
keys-backup-save = Save backup…
keys-backup-failed = The backup was not saved
keys-done-backup = Backup saved to { $path }

## Removing the key
keys-remove = Remove
keys-remove-button = Remove key
keys-remove-confirm-label = Confirm removal
keys-remove-confirm = Remove the signing key { $address } from this computer? Without a backup it cannot be recovered, and eBL Desk cannot sign until you add a key again.
keys-remove-yes = Yes, remove the key
keys-remove-no = Keep the key
keys-remove-failed = The key was not removed
keys-done-removed = The signing key { $address } was removed from this computer.

## The key on the service
keys-standing = On the service
keys-standing-loading = Asking the service about this key…
keys-standing-load-failed = The key's status could not be read
keys-standing-status = Status
keys-standing-status-label = Key status
keys-standing-no-key = No key
keys-standing-not-registered = Not registered
keys-standing-pending = Waiting for approval
keys-standing-approved = Approved
keys-standing-revoked = Revoked
keys-standing-not-offered = Not reported by this service
keys-standing-unknown = Unknown
keys-standing-register = Register this key
keys-standing-approve = Approve (sandbox)
keys-standing-registration-text = Registering signs this text with this key, here; the key itself is never sent:
keys-standing-text-to-sign = Text to sign
keys-standing-no-company = Your company is not known for this profile: add its Company ID in Settings to register this key.
keys-standing-sandbox-about = On a real deployment your company's administrator approves new keys. In the demo, Approve (sandbox) stands in for them.
keys-standing-unlock-and-register = Unlock and register
keys-standing-register-failed = The key was not registered
keys-standing-approve-failed = The key was not approved

## A key in a security module (PKCS#11)
keys-module-title = Use a key in a security module
keys-module-about = A key in a hardware security module or a smart card signs inside it and never leaves it; eBL Desk asks its PIN when a signature needs it and does not store it.
keys-module-library = Module library (PKCS#11)
keys-module-usual = Usual modules
# $name: a product (SoftHSM2, YubiHSM 2) or keys-module-smart-card; $path: where its library is.
keys-module-usual-named = { $name }: { $path }
keys-module-smart-card = Smart card ({ $product })
keys-module-list-tokens = List tokens
keys-module-asking = Asking the module for its tokens…
keys-module-tokens-failed = The module's tokens could not be listed
keys-module-no-token = This module has no token: initialise one, or insert the card, and list again.
keys-module-token = Token
keys-module-token-serial = (serial { $serial })
keys-module-token-serial-maker = (serial { $serial }, { $maker })
keys-module-token-absent = — not present
keys-module-reading-keys = Reading the keys on { $token }…
keys-module-keys-failed = The token's keys could not be listed
keys-module-no-key = { $token } holds no key yet: generate one below.
keys-module-keys-on = Key on { $token }
keys-module-key-id = (id { $id }, { $curve })
# $why: the app's reason, already a sentence (may be empty).
keys-module-cannot-sign = — cannot sign. { $why }
keys-module-chosen = Chosen key
keys-module-key = Key
keys-module-key-on = { $key } on { $token }
keys-module-chosen-address = Address of the chosen key
keys-module-signs-now = This key signs now.
keys-module-use = Use this key
keys-module-use-failed = The key was not chosen
keys-module-done-chosen = Signing with the key { $key } on { $token }: { $address }
keys-module-generate = Generate a key on the token
keys-module-generate-on = Generate a key on { $token }
keys-module-generate-about = A { $curve } key made inside the token: it cannot be read out of it, not even by eBL Desk.
keys-module-key-label = Key label
keys-module-generating = Generating the key inside { $token }…
keys-module-generated = Key { $key } generated on { $token }. It is chosen above: check its address, then press Use this key.
keys-module-generated-address = Key { $key } generated on { $token }: { $address }. It is chosen above: check its address, then press Use this key.
keys-module-generate-failed = No key was generated on the token

## The PIN of the security module, asked before a signature
keys-pin-of = PIN of { $token }
keys-pin-of-module = PIN of the security module
keys-pin-needed = PIN needed
keys-pin-about-token = The key is in the security module { $token }. Type its PIN to sign; nothing has been signed or sent yet.
keys-pin-about = The key is in a security module. Type its PIN to sign; nothing has been signed or sent yet.
keys-pin-wrong = Wrong PIN: type it again
keys-pin-locked = The token is locked: nothing can be signed with it until its security officer unlocks it
keys-pin-failed = The token was not unlocked
keys-pin-unlock-and-sign = Unlock and sign
keys-pin-cancel = Do not sign
