# The catalogue's own messages (tdx-i18n).

# The name of the language, as a language menu shows it.
core-language-name = 简体中文
