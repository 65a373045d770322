# المفاتيح: مفتاح التوقيع (في سلسلة المفاتيح أو في وحدة أمان)، ووضعه لدى الخدمة، وطلب رمز PIN.

keys-title = المفاتيح
keys-subtitle = مفتاح سلسلة الكتل الذي يوقّع إجراءات شركتك.
keys-loading = جارٍ قراءة سلسلة المفاتيح…
keys-load-failed = تعذّرت قراءة سلسلة المفاتيح
keys-cancel = إلغاء
keys-no-label = (بلا تسمية)

## المفتاح المستخدم
keys-none-title = لا يوجد مفتاح توقيع بعد
keys-none-about = يوقّع مفتاحك طلبات التسليم وعمليات التظهير والمظاريف على هذا الحاسوب. ويُحفظ في سلسلة مفاتيح النظام ولا يُعرض أبدًا في هذه النافذة؛ بل يُعرض عنوانه فقط. أو استخدم مفتاحًا في وحدة أمان (أدناه): فهو يوقّع داخل الوحدة ولا يغادرها أبدًا.
keys-current-title = مفتاح التوقيع
keys-kept = مكان الحفظ
keys-kept-where = مكان حفظ المفتاح
keys-kept-module = في وحدة الأمان { $token } · المفتاح { $key }
keys-kept-keyring = في سلسلة مفاتيح النظام على هذا الحاسوب
keys-module = الوحدة
keys-address = العنوان
keys-address-label = عنوان المفتاح
keys-copy-address = نسخ العنوان
keys-done-copied = نُسخ العنوان.
keys-copy-failed = تعذّر نسخ العنوان؛ حدّده وانسخه يدويًا.
keys-use-keyring = استخدام مفتاح سلسلة المفاتيح بدلًا منه
keys-use-keyring-failed = لم يُختر مفتاح سلسلة المفاتيح
keys-done-keyring-again = يجري التوقيع بمفتاح سلسلة المفاتيح مرة أخرى: { $address }
keys-done-keyring-empty = لا تحتوي سلسلة المفاتيح على أي مفتاح: أضف مفتاحًا أدناه.

## إضافة المفتاح أو استبداله
keys-add-title = إضافة مفتاح
keys-replace-title = استبدال المفتاح
keys-replace-current = استبدال المفتاح الحالي { $address } (يُزال من هذا الحاسوب ولا يمكن استعادته دون نسخة احتياطية — صدّر نسخة أولًا)
keys-generate = إنشاء مفتاح
keys-generate-failed = لم يُنشأ أي مفتاح
keys-hex-label = المفتاح الخاص (بالنظام الست عشري)
keys-hex-import = استيراد مفتاح ست عشري
keys-hex-failed = لم يُستورد المفتاح
keys-keystore-filter = ملف مفاتيح (JSON)
keys-keystore-dialog = استيراد ملف مفاتيح
keys-keystore-import = استيراد ملف مفاتيح…
keys-keystore-form = استيراد ملف المفاتيح
keys-keystore-file = الملف: { $path }
keys-keystore-password = كلمة مرور ملف المفاتيح
keys-keystore-submit = استيراد
keys-keystore-pick-failed = لم يُختر أي ملف
keys-keystore-failed = لم يُستورد ملف المفاتيح
keys-done-generated = أُنشئ مفتاح جديد: { $address }
keys-done-imported = استُورد المفتاح: { $address }
keys-done-imported-keystore = استُورد المفتاح من ملف المفاتيح: { $address }

## النسخة الاحتياطية
keys-backup = النسخة الاحتياطية
keys-backup-export = تصدير نسخة احتياطية لملف المفاتيح…
keys-backup-about = النسخة الاحتياطية هي المفتاح مشفّرًا بكلمة المرور هذه (ملف مفاتيح JSON بالإصدار ٣).
keys-backup-password = كلمة مرور النسخة الاحتياطية
keys-backup-confirm = تأكيد كلمة المرور
keys-backup-too-short = استخدم كلمة مرور لا تقل عن { $min } أحرف.
keys-backup-not-same = كلمتا المرور غير متطابقتين.
keys-backup-dialog = حفظ النسخة الاحتياطية لملف المفاتيح
keys-backup-save = حفظ النسخة الاحتياطية…
keys-backup-failed = لم تُحفظ النسخة الاحتياطية
keys-done-backup = حُفظت النسخة الاحتياطية في { $path }

## إزالة المفتاح
keys-remove = الإزالة
keys-remove-button = إزالة المفتاح
keys-remove-confirm-label = تأكيد الإزالة
keys-remove-confirm = هل تريد إزالة مفتاح التوقيع { $address } من هذا الحاسوب؟ لا يمكن استعادته دون نسخة احتياطية، ولن يستطيع eBL Desk التوقيع حتى تضيف مفتاحًا من جديد.
keys-remove-yes = نعم، أزل المفتاح
keys-remove-no = الإبقاء على المفتاح
keys-remove-failed = لم يُزل المفتاح
keys-done-removed = أُزيل مفتاح التوقيع { $address } من هذا الحاسوب.

## المفتاح لدى الخدمة
keys-standing = لدى الخدمة
keys-standing-loading = جارٍ سؤال الخدمة عن هذا المفتاح…
keys-standing-load-failed = تعذّرت قراءة حالة المفتاح
keys-standing-status = الحالة
keys-standing-status-label = حالة المفتاح
keys-standing-no-key = لا يوجد مفتاح
keys-standing-not-registered = غير مسجّل
keys-standing-pending = في انتظار الموافقة
keys-standing-approved = معتمد
keys-standing-revoked = ملغى
keys-standing-not-offered = لا تُبلغ عنه هذه الخدمة
keys-standing-unknown = غير معروف
keys-standing-register = تسجيل هذا المفتاح
keys-standing-approve = الموافقة (بيئة الاختبار)
keys-standing-registration-text = يوقّع التسجيل هذا النص بهذا المفتاح، هنا؛ ولا يُرسل المفتاح نفسه أبدًا:
keys-standing-text-to-sign = النص المراد توقيعه
keys-standing-no-company = شركتك غير معروفة لملف التعريف هذا: أضف معرّف الشركة في الإعدادات لتسجيل هذا المفتاح.
keys-standing-sandbox-about = في النشر الفعلي، يوافق مسؤول شركتك على المفاتيح الجديدة. وفي العرض التجريبي، يقوم زر «الموافقة (بيئة الاختبار)» مقامه.
keys-standing-unlock-and-register = الفتح والتسجيل
keys-standing-register-failed = لم يُسجَّل المفتاح
keys-standing-approve-failed = لم تتم الموافقة على المفتاح

## مفتاح في وحدة أمان (PKCS#11)
keys-module-title = استخدام مفتاح في وحدة أمان
keys-module-about = المفتاح الموجود في وحدة أمان مادية أو في بطاقة ذكية يوقّع داخلها ولا يغادرها أبدًا؛ ويطلب eBL Desk رمز PIN الخاص بها عندما يحتاج توقيع إليه، ولا يحفظه.
keys-module-library = مكتبة الوحدة (PKCS#11)
keys-module-usual = الوحدات المعتادة
keys-module-usual-named = { $name }: { $path }
keys-module-smart-card = بطاقة ذكية ({ $product })
keys-module-list-tokens = عرض الرموز المميّزة
keys-module-asking = جارٍ سؤال الوحدة عن رموزها المميّزة…
keys-module-tokens-failed = تعذّر عرض الرموز المميّزة للوحدة
keys-module-no-token = لا يوجد في هذه الوحدة أي رمز مميّز: هيّئ واحدًا، أو أدخل البطاقة، ثم اعرض القائمة مرة أخرى.
keys-module-token = الرمز المميّز
keys-module-token-serial = (الرقم التسلسلي { $serial })
keys-module-token-serial-maker = (الرقم التسلسلي { $serial }، { $maker })
keys-module-token-absent = — غير موجود
keys-module-reading-keys = جارٍ قراءة المفاتيح في { $token }…
keys-module-keys-failed = تعذّر عرض مفاتيح الرمز المميّز
keys-module-no-key = لا يحتوي { $token } على أي مفتاح بعد: أنشئ واحدًا أدناه.
keys-module-keys-on = مفتاح في { $token }
keys-module-key-id = (المعرّف { $id }، { $curve })
keys-module-cannot-sign = — لا يمكنه التوقيع. { $why }
keys-module-chosen = المفتاح المختار
keys-module-key = المفتاح
keys-module-key-on = { $key } في { $token }
keys-module-chosen-address = عنوان المفتاح المختار
keys-module-signs-now = هذا المفتاح هو الذي يوقّع الآن.
keys-module-use = استخدام هذا المفتاح
keys-module-use-failed = لم يُختر المفتاح
keys-module-done-chosen = يجري التوقيع بالمفتاح { $key } في { $token }: { $address }
keys-module-generate = إنشاء مفتاح في الرمز المميّز
keys-module-generate-on = إنشاء مفتاح في { $token }
keys-module-generate-about = مفتاح { $curve } يُنشأ داخل الرمز المميّز: لا يمكن قراءته منه، ولا حتى بواسطة eBL Desk.
keys-module-key-label = تسمية المفتاح
keys-module-generating = جارٍ إنشاء المفتاح داخل { $token }…
keys-module-generated = أُنشئ المفتاح { $key } في { $token }. وهو مختار أعلاه: تحقّق من عنوانه، ثم اضغط «استخدام هذا المفتاح».
keys-module-generated-address = أُنشئ المفتاح { $key } في { $token }: { $address }. وهو مختار أعلاه: تحقّق من عنوانه، ثم اضغط «استخدام هذا المفتاح».
keys-module-generate-failed = لم يُنشأ أي مفتاح في الرمز المميّز

## رمز PIN لوحدة الأمان، يُطلب قبل التوقيع
keys-pin-of = رمز PIN لـ{ $token }
keys-pin-of-module = رمز PIN لوحدة الأمان
keys-pin-needed = مطلوب رمز PIN
keys-pin-about-token = المفتاح موجود في وحدة الأمان { $token }. اكتب رمز PIN الخاص بها للتوقيع؛ لم يُوقَّع أو يُرسل أي شيء بعد.
keys-pin-about = المفتاح موجود في وحدة أمان. اكتب رمز PIN الخاص بها للتوقيع؛ لم يُوقَّع أو يُرسل أي شيء بعد.
keys-pin-wrong = رمز PIN غير صحيح: اكتبه مرة أخرى
keys-pin-locked = الرمز المميّز مقفل: لا يمكن التوقيع به حتى يفتحه مسؤول الأمان الخاص به
keys-pin-failed = لم يُفتح الرمز المميّز
keys-pin-unlock-and-sign = الفتح والتوقيع
keys-pin-cancel = عدم التوقيع
