# قواعد الإشعارات الخاصة بالشركة لدى الخدمة: القائمة والنموذج والتفعيل والحذف.

rules-title = القواعد
rules-subtitle = الإشعارات التي ترسلها الخدمة عندما يتغيّر سند شحن إلكتروني أو يصل مظروف.
rules-signed-out-title = سجّل الدخول لعرض قواعد شركتك
rules-signed-out-body = القواعد تخص شركتك لدى الخدمة: كل قاعدة تستدعي خطاف ويب أو ترسل بريدًا إلكترونيًا عند وقوع حدثها.
rules-new = قاعدة جديدة
rules-saved = حُفظت القاعدة «{ $name }».
rules-loading = جارٍ تحميل القواعد…
rules-load-failed = تعذّر تحميل القواعد
rules-change-failed = لم تُغيَّر القاعدة
rules-empty-title = لا توجد قواعد بعد
rules-empty-body = أنشئ قاعدة لتتلقى استدعاء خطاف ويب أو بريدًا إلكترونيًا عندما يتغيّر سند شحن إلكتروني أو يصل مظروف.
rules-table = القواعد
rules-col-name = الاسم
rules-col-event = الحدث
rules-col-actions = الإجراءات
rules-col-enabled = مفعّلة
rules-col-buttons = تعديل أو حذف
rules-enabled-name = مفعّلة: { $name }
rules-edit = تعديل
rules-edit-name = تعديل { $name }
rules-delete = حذف
rules-delete-name = حذف { $name }
rules-delete-title = هل تريد حذف القاعدة «{ $name }»؟
rules-delete-failed = لم تُحذف القاعدة
rules-delete-confirm = حذف القاعدة
rules-deleted = حُذفت القاعدة «{ $name }».
rules-delete-body = ستتوقف الخدمة عن إرسال إشعاراتها. لا يمكن التراجع عن ذلك.

## الأحداث والإجراءات
rules-event-envelope-received = استلام مظروف
rules-event-invitation-accepted = قبول دعوة جهة اتصال
rules-event-ebl-update = تغيّر سند شحن إلكتروني
rules-action-email = إرسال بريد إلكتروني إلى
rules-action-email-everyone = إرسال بريد إلكتروني إلى جميع من في الشركة
rules-action-webhook = إرسال خطاف ويب

## النموذج
rules-edit-rule = تعديل القاعدة { $name }
rules-edit-title = تعديل «{ $name }»
rules-name = اسم القاعدة
rules-when = متى
rules-ebl-webhooks-only = قواعد سندات الشحن الإلكترونية لا يمكنها إلا إرسال خطافات ويب؛ وتُرسل باسم شركتك.
rules-enabled = مفعّلة
rules-actions = الإجراءات
rules-add-action = إضافة إجراء
rules-save-failed = لم تُحفظ القاعدة
rules-saving = جارٍ الحفظ…
rules-save = حفظ القاعدة
rules-emails-label = عناوين البريد الإلكتروني، عنوان في كل سطر (الإجراء { $n })
rules-urls-label = عناوين خطافات الويب، عنوان في كل سطر (الإجراء { $n })
rules-action-n = الإجراء { $n }
rules-action-type-label = ما يفعله الإجراء { $n }
rules-headers = ترويسات مخصّصة (الإجراء { $n })
rules-header-name = اسم الترويسة { $j } (الإجراء { $n })
rules-header-value = قيمة الترويسة { $j } (الإجراء { $n })
rules-header-remove = إزالة الترويسة { $j } (الإجراء { $n })
rules-add-header = إضافة ترويسة (الإجراء { $n })
rules-remove-action = إزالة الإجراء { $n }

## ما يمكن للنموذج اكتشافه من أخطاء
rules-error-name = أعطِ القاعدة اسمًا.
rules-error-actions = أضف إجراءً واحدًا على الأقل.
rules-error-ebl-webhook-only = قواعد سندات الشحن الإلكترونية لا يمكنها إلا إرسال خطاف ويب.
rules-error-email-none = أضف عنوان بريد إلكتروني واحدًا على الأقل.
rules-error-not-email = «{ $value }» ليس عنوان بريد إلكتروني.
rules-error-webhook-none = أضف عنوان URL واحدًا على الأقل لخطاف الويب.
rules-error-not-url = «{ $value }» ليس عنوان URL يبدأ بـ http أو https.
rules-error-header-name = «{ $value }» ليس اسم ترويسة صالحًا.
