# The catalogue's own messages (tdx-i18n).

# The name of the language, as a language menu shows it.
core-language-name = 简体中文

# The window sent a language the app does not speak (Settings › Language).
core-language-unknown = eBL Desk 不支持语言 { $tag }。
