# The catalogue's own messages (tdx-i18n).

# The name of the language, as a language menu shows it.
core-language-name = العربية

# The window sent a language the app does not speak (Settings › Language).
core-language-unknown = اللغة { $tag } غير متاحة في eBL Desk.
