# شاشة المظاريف: المسودات والمستندات والرفع ومراجعة الإرسال، والتحقق من المستندات مقابل سند
# الشحن الإلكتروني ومقابل خطاب الاعتماد. أسماء الملفات وأنواع المستندات والمعرّفات والمبالغ
# بيانات تأتي وسائط. الرموز اللاتينية (مفاتيح لوحة المفاتيح، أسماء رسائل سويفت) محاطة بعلامات
# عزل { "…" } لتبقى من اليسار إلى اليمين داخل النص العربي.

## المسودات (draftModel)
env-draft-title-aci = { "ACI" } مصر { $acid }
env-draft-title-aci-empty = { "ACI" } مصر، بلا رقم { "ACID" } بعد
env-draft-title-no-recipient = لا مستلم بعد
env-document-count = { $count ->
    [zero] لا مستندات
    [one] مستند واحد
    [two] مستندان
    [few] { $count } مستندات
    [many] { $count } مستندًا
   *[other] { $count } مستند
}
env-file-kind-unknown = ملف

## التحقق مقابل سند الشحن الإلكتروني (checkModel)
env-outcome-matches = مطابق
env-outcome-differs = مختلف
env-outcome-not-found = غير موجود
env-outcome-not-checked = لم يُتحقق منه
env-subject-bl-number = رقم سند الشحن
env-subject-container = الحاوية
env-subject-gross-weight = الوزن الإجمالي
env-subject-packages = الطرود
env-subject-vessel = السفينة
env-subject-voyage = الرحلة
env-subject-port-of-loading = ميناء الشحن
env-subject-port-of-discharge = ميناء التفريغ
env-subject-shipper = الشاحن
env-subject-consignee = المرسل إليه
env-subject-notify-party = الطرف المُخطَر
env-finding-note = ({ $note })
env-finding-unknown = غير معروف
env-finding-standing = { $document }: { $found }
env-finding-standing-expected = { $document }: { $found } — والمفترض { $expected }
env-finding-where = { $document }، الصفحة { $page }
env-finding-value = { $subject } { $found }
env-finding-no-value = لا يوجد { $subject }
env-finding-bill = { $where }: { $value } — في السند: { $expected }
env-finding-not-on-bill = { $where }: { $value } — غير مذكور في السند
env-pages-whole = المستند كله
env-pages-one = الصفحة { $page }
env-pages-many = الصفحات { $pages }
env-not-checked-line = { $document }: { $pages } — { $reason }
env-differences = { $count ->
    [zero] لا اختلافات
    [one] اختلاف واحد
    [two] اختلافان
    [few] { $count } اختلافات
    [many] { $count } اختلافًا
   *[other] { $count } اختلاف
}
env-differences-in-sentence = { $count ->
    [zero] لا اختلافات
    [one] اختلافًا واحدًا
    [two] اختلافين
    [few] { $count } اختلافات
    [many] { $count } اختلافًا
   *[other] { $count } اختلاف
}
env-check-headline-unread = لم يُتحقق من: { $names } (لا نص يُقرأ)
env-check-headline-some-unread = لم يُتحقق من: { $names } (لا نص يُقرأ) — { $count ->
    [zero] لا اختلافات
    [one] اختلاف واحد
    [two] اختلافان
    [few] { $count } اختلافات
    [many] { $count } اختلافًا
   *[other] { $count } اختلاف
} في المستندات الأخرى
env-acknowledge = { $count ->
    [one] اطلعت على الاختلاف وأريد الإرسال على أي حال
    [two] اطلعت على الاختلافين وأريد الإرسال على أي حال
   *[other] اطلعت على الاختلافات ({ $count }) وأريد الإرسال على أي حال
}
env-ebl-original = أصل
env-ebl-copy = نسخة
env-ebl-held-short = في حيازة شركتك

## التحقق مقابل خطاب الاعتماد (creditModel)
env-credit-title-invoice-currency = عملة الفاتورة (32B)
env-credit-title-invoice-amount = مبلغ الفاتورة (32B، 39A)
env-credit-title-invoice-issuer = الفاتورة صادرة عن المستفيد (59)
env-credit-title-invoice-made-out-to = الفاتورة باسم طالب فتح الاعتماد (50)
env-credit-title-goods = البضاعة في الفاتورة (45A)
env-credit-title-port-of-loading = ميناء الشحن (44E)
env-credit-title-port-of-discharge = ميناء التفريغ (44F)
env-credit-title-shipment-date = تاريخ الشحن (44C)
env-credit-title-presentation = التقديم (48، 31D)
env-credit-title-documents-required = المستندات المطلوبة (46A)
env-credit-title-partial-shipments = الشحنات الجزئية (43P)
env-credit-title-transhipment = إعادة الشحن (43T)
env-credit-title-consignee = المرسل إليه (46A)
env-credit-title-notify-party = الطرف المُخطَر (46A)
env-credit-subject-invoice-currency = العملة
env-credit-subject-invoice-amount = المبلغ
env-credit-subject-invoice-issuer = المُصدِر
env-credit-subject-invoice-made-out-to = باسم
env-credit-subject-goods = البضاعة
env-credit-subject-port-of-loading = ميناء الشحن
env-credit-subject-port-of-discharge = ميناء التفريغ
env-credit-subject-shipment-date = تاريخ الشحن
env-credit-subject-presentation = التقديم
env-credit-subject-documents-required = المستند
env-credit-subject-partial-shipments = الشحنات الجزئية
env-credit-subject-transhipment = إعادة الشحن
env-credit-subject-consignee = المرسل إليه
env-credit-subject-notify-party = الطرف المُخطَر
env-credit-finding = { $where }: { $value } — في الاعتماد: { $expected }
env-credit-finding-not-in-credit = { $where }: { $value } — غير مذكور في الاعتماد
env-credit-complies = مطابق للاعتماد { $number }
env-credit-differences = { $count ->
    [one] اختلاف واحد
    [two] اختلافان
    [few] { $count } اختلافات
    [many] { $count } اختلافًا
   *[other] { $count } اختلاف
} مع الاعتماد { $number }
env-credit-too-late = فات موعد التقديم: كان آخر يوم { $day } — { $days ->
    [one] أمس
    [two] قبل يومين
    [few] قبل { $days } أيام
    [many] قبل { $days } يومًا
   *[other] قبل { $days } يوم
}
env-credit-last-day = قدّم المستندات إلى البنك بحلول { $day } — اليوم هو آخر يوم
env-credit-days-left = قدّم المستندات إلى البنك بحلول { $day } — { $count ->
    [one] بقي يوم واحد
    [two] بقي يومان
    [few] بقيت { $count } أيام
    [many] بقي { $count } يومًا
   *[other] بقي { $count } يوم
}

## الشاشة (EnvelopesScreen)
env-title = المظاريف
env-subtitle = مستندات تُرسل إلى صندوق وارد شركة أخرى أو إلى الجمارك المصرية، موقّعة بمفتاحك.
env-new = مظروف جديد
env-tabs = المظاريف
env-tab-drafts = المسودات
env-tab-sent = المُرسلة
env-drafts-list = قائمة المسودات
env-drafts-heading = المسودات
env-loading = جارٍ التحميل…
env-error-file-dialog = تعذّر فتح نافذة اختيار الملفات
env-error-new-envelope = تعذّر بدء مظروف جديد
env-error-drafts = تعذّرت قراءة المسودات
env-toast-sent = أُرسل المظروف إلى { $recipient }.
env-toast-deleted = حُذفت المسودة «{ $title }».
env-empty-title = لا يوجد مظروف مفتوح
env-empty-text = أفلت المستندات على النافذة لبدء مظروف بها، أو افتح مسودة. { "Ctrl+O" } يضيف ملفات، و{ "Ctrl+Enter" } يرفع المظروف.
env-delete-title = حذف المسودة «{ $title }»؟
env-delete-error = لم تُحذف المسودة
env-delete-confirm = حذف المسودة
env-delete-text = تبقى مستنداتها في مكانها على القرص؛ لا يُحذف إلا المظروف قيد الإعداد.

## قائمة المسودات وقائمة المُرسلة
env-drafts-empty = لا توجد مسودات. أفلت الملفات على النافذة أو اضغط «مظروف جديد».
env-drafts-list-name = المسودات
env-draft-not-saved = لم تُحفظ بعد
env-badge-uploading = جارٍ الرفع
env-badge-uploaded = مرفوع، لم يُرسل
env-error-sent = تعذّرت قراءة المظاريف المُرسلة
env-sent-empty-title = لم يُرسل شيء بعد
env-sent-empty-text = تظهر هنا المظاريف التي توقّعها وترسلها من هذا الحاسوب.
env-sent-table = المظاريف المُرسلة
env-sent-col-sent = أُرسل في
env-sent-col-recipient = المستلم
env-sent-col-documents = المستندات
env-sent-col-envelope-id = معرّف المظروف

## مكان إضافة الملفات (DropZone)
env-drop-active = أفلت الملفات لإضافتها إلى هذا المظروف
env-drop-idle = أفلت الملفات أو المجلدات هنا (المجلد يضيف الملفات التي فيه)
env-add-files-title = إضافة ملفات ({ "Ctrl+O" })
env-add-files = إضافة ملفات…
env-add-failed = لم تُضف الملفات
env-files-added = { $count ->
    [zero] لم يُضف أي ملف.
    [one] أُضيف ملف واحد.
    [two] أُضيف ملفان.
    [few] أُضيفت { $count } ملفات.
    [many] أُضيف { $count } ملفًا.
   *[other] أُضيف { $count } ملف.
}
env-files-not-added = { $count ->
    [one] ملف واحد لم يُضف:
    [two] ملفان لم يُضافا:
    [few] { $count } ملفات لم تُضف:
    [many] { $count } ملفًا لم تُضف:
   *[other] { $count } ملف لم تُضف:
}
env-not-added-list = ما لم يُضف
env-dismiss = إغلاق

## تقدّم الرفع
env-upload-section = الرفع
env-upload-uploading = جارٍ الرفع
env-upload-cancelling = جارٍ إلغاء الرفع…
env-upload-progress = تقدّم الرفع
env-upload-file-progress = تقدّم الملف: { $file }
env-upload-bytes = { $done } من { $total } ({ $percent }٪)
env-upload-cancel = إلغاء الرفع

## تأكيد المستلم (قبل الرفع)
env-confirm-title = تأكيد المستلم
env-confirm-text = لا يُرفع شيء حتى تؤكد الجهة التي يذهب إليها هذا المظروف: تحتفظ الخدمة بالمستندات منذ رفعها.
env-upload = رفع
env-cancel = إلغاء

## صورة المستند المصغّرة
env-thumbnail-alt = الصفحة ١ من { $file }

## المسودة المفتوحة (DraftEditor)
env-editor-legend = المظروف
env-documents-heading = المستندات ({ $count })
env-documents-list = المستندات
env-removed = أُزيل { $file }.
env-undo = تراجع
env-save-failed = لم يُحفظ: { $error }
env-save-now = احفظ الآن
env-saving = جارٍ الحفظ…
env-saved-at = حُفظ في { $time }
env-not-saved-yet = لم يُحفظ بعد: يُحفظ بمجرد أن تغيّر شيئًا
env-note-signed-out = لم تسجّل الدخول: سجّل الدخول من شاشة سندات الشحن قبل الرفع.
env-note-read-only = تسجيل دخولك للقراءة فقط: إرسال المظاريف يتطلب صلاحية الكتابة.
env-note-no-key = لا يوجد مفتاح توقيع بعد: أضف مفتاحًا من شاشة المفاتيح لتوقيع المظروف.
env-upload-and-send = الرفع والإرسال
env-upload-dropped = غيّرت المظروف بعد رفعه، لذا يجب رفعه مجددًا قبل توقيعه.
env-preparing = جارٍ حفظ المظروف والتحقق منه…
env-upload-cancelled = أُلغي الرفع. بقيت المسودة كما كانت.
env-retry = إعادة المحاولة
env-error-code = رمز الخطأ:
env-uploaded-at = رُفع في { $time }
env-uploaded-text = المظروف موجود على الخدمة. راجع ما سيُوقَّع، ثم وقّعه وأرسله.
env-review-title = المراجعة والتوقيع ({ "Ctrl+Enter" })
env-review = المراجعة والتوقيع…
env-upload-title = رفع ({ "Ctrl+Enter" })
env-ready-with-size = { $documents }، { $size }. الرفع يُنشئ المظروف على الخدمة؛ ولا يُرسل إلا بعد أن توقّعه.
env-ready = { $documents }. الرفع يُنشئ المظروف على الخدمة؛ ولا يُرسل إلا بعد أن توقّعه.
env-fix-problems = أصلح المشكلات المعروضة بجانب الحقول، ثم ارفع المظروف.

## مستند واحد (DocumentRow) وبياناته الوصفية (MetadataRows)
env-doc-unnamed = مستند بلا اسم
env-doc-help = المستند { $position } من { $count }. ينقله { "Alt+↑" } أو { "Alt+↓" }، ويزيله مفتاح { "Delete" }.
env-doc-move-up = نقل { $file } لأعلى
env-doc-move-up-title = نقل لأعلى ({ "Alt+↑" })
env-doc-move-down = نقل { $file } لأسفل
env-doc-move-down-title = نقل لأسفل ({ "Alt+↓" })
env-doc-remove = إزالة { $file }
env-doc-remove-title = إزالة ({ "Delete" })
env-doc-type = نوع المستند
env-doc-id = معرّف المستند
env-doc-file-name = اسم الملف
env-doc-metadata = البيانات الوصفية
env-meta-key-head = المفتاح
env-meta-value-head = القيمة
env-meta-key = مفتاح البيانات الوصفية { $row }
env-meta-value = قيمة البيانات الوصفية { $row }
env-meta-remove = إزالة صف البيانات الوصفية { $row }
env-meta-remove-named = إزالة صف البيانات الوصفية { $row } ({ $key })
env-meta-remove-title = إزالة هذا الصف
env-meta-add = إضافة صف بيانات وصفية
env-meta-add-suggested = إضافة «{ $key }»

## سند الشحن الإلكتروني للمظروف (EblLinkSection، EblPicker)
env-linked-ebl-fallback = سند الشحن الإلكتروني المرتبط
env-ebl-heading = سند الشحن الإلكتروني
env-ebl-looking = جارٍ البحث عن سند الشحن الإلكتروني للمظروف…
env-ebl-error = تعذّرت قراءة سند الشحن الإلكتروني للمظروف
env-ebl-linked-group = سند الشحن الإلكتروني المرتبط
env-ebl-linked-to = مرتبط بـ
env-ebl-bl-number = (سند الشحن { $bl })
env-ebl-held = في حيازة شركتك.
env-ebl-not-held = ليس في حيازة شركتك.
env-ebl-gone = سند الشحن الإلكتروني المرتبط ({ $ebl }) لم يعد في قائمة سندات شركتك. ألغِ الربط، أو اربط سندًا آخر.
env-demo-title = يكتب فاتورة وقائمة تعبئة تجريبيتين تطابقان سند الشحن الإلكتروني هذا ويضيفهما إلى المظروف
env-demo-adding = جارٍ إضافة المستندات التجريبية…
env-demo-add = إضافة مستندات تجريبية
env-demo-error = لم تُضف المستندات التجريبية
env-ebl-change = تغيير سند الشحن الإلكتروني…
env-ebl-unlink = إلغاء الربط
env-ebl-link-hint = اربط المظروف بسند الشحن الإلكتروني الذي تخصه مستنداته: يُتحقق منها مقابله قبل أن ترسل.
env-ebl-proposal = تذكر مستندات هذا المظروف رقم سند الشحن
env-ebl-link-to = ربط بـ { $reference }
env-ebl-saving-link = جارٍ حفظ الربط…
env-ebl-link-error = لم يُحفظ الربط
env-picker-label = ابحث عن سند شحن إلكتروني لربطه
env-picker-placeholder = المرجع، أو رقم سند الشحن، أو السفينة، أو الميناء، أو الطرف
env-picker-list = سندات الشحن الإلكترونية
env-picker-bl = سند الشحن { $bl }
env-picker-error = تعذّر البحث في سندات الشحن الإلكترونية: { $error }
env-picker-searching = جارٍ البحث…
env-picker-no-match = لا يطابق أي سند شحن إلكتروني «{ $query }».
env-picker-empty = لا توجد سندات شحن إلكترونية في قائمتك بعد: افتح شاشة سندات الشحن لتحميلها.
env-picker-hits = { $count ->
    [one] سند شحن إلكتروني واحد
    [two] سندا شحن إلكترونيان
    [few] { $count } سندات شحن إلكترونية
    [many] { $count } سند شحن إلكترونيًا
   *[other] { $count } سند شحن إلكتروني
}: استخدم الأسهم للاختيار، و{ "Enter" } للربط.

## الجهة التي يذهب إليها المظروف (EnvelopeFields)
env-kind = نوع المظروف
env-kind-standard = عادي
env-kind-standard-hint = إلى صندوق وارد شركة؛ لكل مستند معرّف.
env-kind-aci = { "ACI" } مصر
env-kind-aci-hint = إلى الجمارك المصرية، برقم { "ACID" }.
env-recipient-known = المستلم: { $name }
env-recipient-known-country = المستلم: { $name } ({ $country })
env-recipient-unknown = مستلم غير معروف: صندوق الوارد هذا ليس لإحدى الشركات المعروفة ولا لجهات اتصالك. تحقّق منه مع المستلم.
env-recipient-known-label = مستلم معروف
env-recipient-loading = جارٍ تحميل الشركات التي تعرفها…
env-recipient-choose = اختر شركة…
env-recipient-other = صندوق وارد آخر (اكتب معرّفه أدناه)
env-recipient-option = { $name } — صندوق الوارد …{ $end }
env-recipient-option-country = { $name } ({ $country }) — صندوق الوارد …{ $end }
env-recipient-inbox = معرّف صندوق وارد المستلم
env-recipient-pick = اختيار المستلم…
env-pay-to-collect = الدفع عند الاستلام
env-picker-intro = أرسل المظروف إلى:
env-picker-submit = استخدم هذا المستلم
env-acid = رقم { "ACID" }
env-acid-count = { $count ->
    [zero] ١٩ رقمًا؛ لم يُكتب أي رقم.
    [one] ١٩ رقمًا؛ كُتب رقم واحد.
    [two] ١٩ رقمًا؛ كُتب رقمان.
    [few] ١٩ رقمًا؛ كُتبت { $count } أرقام.
    [many] ١٩ رقمًا؛ كُتب { $count } رقمًا.
   *[other] ١٩ رقمًا؛ كُتب { $count } رقم.
}
env-acting-for = بالنيابة عن شركة أو صندوق وارد آخر
env-acting-for-set = بالنيابة عن شركة أو صندوق وارد آخر (محدد)
env-acting-for-hint = فقط عندما يجب إخبار الخدمة بالشركة، أو بأي من صناديق الوارد لديك، التي ترسل المظروف.
env-company-id = معرّف الشركة
env-company-not-sent = لا يُرسل (الخدمة تعرف شركتك)
env-company-own = شركتك — { $id }
env-company-own-named = { $name } — { $id }
env-company-other = شركة أخرى { $id }
env-sender-inbox = معرّف صندوق وارد المرسل
env-sender-not-sent = لا يُرسل (صندوق وارد شركتك)
env-sender-own = صندوق الوارد الخاص بك — { $inbox }
env-sender-own-n = صندوق الوارد الخاص بك { $n } — { $inbox }
env-sender-other = صندوق وارد آخر { $inbox }

## المراجعة والتوقيع (SendReviewDialog)
env-review-dialog = المراجعة والتوقيع
env-review-intro = المظروف موجود على الخدمة. راجعه: لا يُوقَّع شيء حتى تضغط «التوقيع والإرسال»، ويبقى مفتاحك على هذا الحاسوب.
env-review-kind = النوع
env-review-recipient = المستلم
env-yes = نعم
env-no = لا
env-review-documents = المستندات
env-review-checked-ebl = التحقق مقابل سند الشحن الإلكتروني
env-review-checking = جارٍ التحقق من المستندات مقابل سند الشحن الإلكتروني…
env-review-differences = الاختلافات
env-review-checked-credit = التحقق مقابل الاعتماد
env-review-differences-credit = الاختلافات عن الاعتماد
env-review-registry = سجل المظاريف
env-review-registry-first = الاستخدام الأول: لم يسبق لمفتاحك التوقيع لسجل مظاريف. هذا الإرسال يثبّت السجل الذي تسمّيه الخدمة؛ وأي سجل مختلف لاحقًا يُرفض.
env-review-uploaded = رُفع في
env-review-signed-for = ما يُوقَّع للمظروف { $envelope }
env-review-envelope-id = معرّف المظروف
env-review-hash = البصمة المراد توقيعها
env-review-signer = المُوقِّع
env-review-signer-mismatch = هذا ليس عنوان مفتاحك ({ $address })؛ سيرفض التطبيق توقيعه.
env-review-error = تعذّرت مراجعة الإرسال؛ لا يمكن توقيع شيء
env-review-ack = وجد التحقق { $differences } بين المستندات وسند الشحن الإلكتروني { $reference }. قد يرفض البنك تقديم المستندات بسببها: أصلح المستندات، أو أرسل على أي حال.
env-review-ack-with-credit = وجد التحقق { $differences } بين المستندات وسند الشحن الإلكتروني { $reference }، و{ $creditDifferences } عن الاعتماد { $credit }. قد يرفض البنك تقديم المستندات بسببها: أصلح المستندات، أو أرسل على أي حال.
env-review-no-key = لا يوجد مفتاح توقيع على هذا الحاسوب بعد. أضف مفتاحًا من شاشة المفاتيح، ثم عُد.
env-review-sending = جارٍ التوقيع والإرسال…
env-review-not-sent = لم يُرسل المظروف؛ بقيت المسودة.
env-review-send = التوقيع والإرسال
env-close = إغلاق

## التحقق مقابل سند الشحن الإلكتروني (DocumentCheckSection)
env-check-title = التحقق مقابل سند الشحن الإلكتروني
env-check-what = رقم سند الشحن والحاويات والوزن الإجمالي والطرود والسفينة والرحلة والموانئ والأطراف في كل ملف PDF، مقروءة من نصه، مقابل سند الشحن الإلكتروني. الصفحة التي لا نص فيها (صورة ممسوحة ضوئيًا) لا يُتحقق منها.
env-doc-not-read = { $document }: { $note }
env-doc-not-read-default = لم يُتحقق منه
env-check-needs-ebl = اربط المظروف بسند الشحن الإلكتروني الخاص به (أعلاه) للتحقق من مستنداته مقابله.
env-check-needs-documents = أضف مستندات المظروف: يُتحقق منها مقابل { $reference } عند إضافتها.
env-check-progress = جارٍ قراءة نص المستندات والتحقق منها مقابل { $reference }…
env-check-error = تعذّر التحقق من المستندات مقابل سند الشحن الإلكتروني
env-check-error-go-on = يمكنك مواصلة تحرير المظروف وإرساله.
env-check-between = بين المستندات و{ $reference } · تم التحقق في { $time }
env-check-against = مقابل { $reference } · تم التحقق في { $time }
env-check-from-cache = تعذّر الوصول إلى الخدمة: حقول سند الشحن الإلكتروني هي المحفوظة على هذا الحاسوب.
env-check-pdf-not-read = لم يُقرأ ملف PDF الخاص بسند الشحن الإلكتروني ({ $note }): ما لا يذكره سواه لم يُقارن بشيء.
env-check-lines = عمليات التحقق
env-check-line-differences = { $title }: الاختلافات
env-check-not-checked-list = مستندات لم يُتحقق منها
env-check-again = تحقّق مجددًا

## خطاب الاعتماد (CreditSection)
env-credit-title = خطاب الاعتماد
env-credit-what = مبلغ الفاتورة وعملتها ومُصدرها وبضاعتها، والموانئ، وتاريخ الشحن، والمستندات المطلوبة، ومدة التقديم، مقابل الاعتماد (وفق الأصول والأعراف الموحدة للاعتمادات المستندية، النشرة ٦٠٠، فيما هو آلي). ما لا يحكم فيه إلا شخص يُدرج ليقرأه الفاحص، ولا يُعد مطابقة أبدًا.
env-credit-needs-ebl = اربط المظروف بسند الشحن الإلكتروني الخاص به (أعلاه): يُتحقق من الاعتماد مقابل سند الشحن الإلكتروني ومستندات المظروف.
env-credit-none = لا يوجد اعتماد بعد. استورد رسالة { "MT700" } التي أبلغ بها البنك (ملفًا أو نصها): يُتحقق بعدها من مستندات المظروف وسند الشحن الإلكتروني مقابلها، ويذكر التحقق اليوم الذي يجب أن تصل فيه إلى البنك.
env-credit-facts = الاعتماد
env-credit-number = رقم الاعتماد
env-credit-amendments = { $count ->
    [one] طُبّق تعديل واحد
    [two] طُبّق تعديلان
    [few] طُبّقت { $count } تعديلات
    [many] طُبّق { $count } تعديلًا
   *[other] طُبّق { $count } تعديل
}
env-credit-amount = المبلغ
env-credit-amount-range = يجوز أن يبلغ إجمالي الفاتورة { $range }
env-credit-expiry = انتهاء الصلاحية
env-credit-expiry-in = { $day } في { $place }
env-credit-latest-shipment = آخر موعد للشحن
env-credit-not-stated = غير مذكور
env-credit-badge-late = فات الموعد
env-credit-badge-soon = قريبًا
env-credit-badge-on-time = في الموعد
env-credit-checks = عمليات التحقق من الاعتماد
env-credit-examiner = ليقرأه الفاحص
env-credit-removing = جارٍ إزالة الاعتماد…
env-credit-reading = جارٍ قراءة الاعتماد والتحقق من المستندات مقابله…
env-credit-not-read = لم يُقرأ الاعتماد
env-credit-not-changed = تعذّر تغيير الاعتماد
env-credit-add-amendment = إضافة تعديل ({ "MT707" })…
env-credit-remove = إزالة الاعتماد
env-credit-import = استيراد اعتماد…
env-credit-paste = لصق اعتماد…
env-paste-title-amendment = إضافة تعديل ({ "MT707" })
env-paste-title-credit = لصق اعتماد ({ "MT700" })
env-paste-label-amendment = نص رسالة { "MT707" }
env-paste-label-credit = نص رسالة { "MT700" }
env-paste-hint-amendment = التعديل التالي على الاعتماد كما أبلغ به البنك: حقوله بصيغة { ":tag:value" } (يمكن أن تبقى كتل سويفت المحيطة بها).
env-paste-hint-credit = الاعتماد كما أبلغ به البنك: حقوله بصيغة { ":tag:value" } (يمكن أن تبقى كتل سويفت المحيطة بها).
env-paste-error-amendment = لم يُطبّق التعديل
env-paste-reading = جارٍ القراءة…
env-paste-apply = تطبيق التعديل
env-paste-import = استيراد الاعتماد
env-paste-from-file = من ملف…

## رموز تُعرض أمثلةً (هي نفسها في كل اللغات: رموز لا كلمات)
env-doc-type-placeholder = INV
env-recipient-inbox-placeholder = xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
env-thumbnail-pdf = PDF

## أسباب عدم الرفع أو الإضافة (useUploads، useDraftSession)
env-upload-failed-save = تعذّر حفظ المسودة، لذا لم تُرفع.
env-upload-failed-validate = تعذّر التحقق من المظروف، لذا لم يُرفع.
env-upload-failed-recipient = تعذّر التحقق من المستلم، لذا لم يُرفع شيء.
env-upload-failed = فشل الرفع. بقيت المسودة كما كانت.
env-add-refused-uploading = المظروف قيد الرفع؛ أضف الملفات عند انتهائه.
env-add-refused-other = فُتح مظروف آخر في الأثناء؛ أفلت الملفات مجددًا.
