# الرقابة المزدوجة: شاشة المعتمِد، ومراجعة طلب التوقيع، وطلب المُعِدّ.

approvals-title = الموافقات
approvals-subtitle = عمليات التظهير والتسليم والنسخ التي أعدّها زميل ليوافق عليها شخص ثانٍ يملك المفتاح.
approvals-file-filter = طلب توقيع لسند شحن إلكتروني
approvals-action-surrender = طلب التسليم
approvals-action-transfer = تظهير
approvals-action-copy = إرسال كنسخة

## فتح طلب
approvals-open-title = فتح طلب
approvals-open-dialog = فتح طلب توقيع
approvals-drop-now = أفلِت الملف لفتح الطلب
approvals-drop-here = أفلِت ملف .{ $extension } هنا، أو:
approvals-drop-only-requests = لا يمكن أن يُفتح هنا إلا طلب توقيع (ملف .{ $extension }).
approvals-drop-one-at-a-time = فُتح { $file }؛ أفلِت الطلبات الأخرى واحدًا تلو الآخر.
approvals-open-request = فتح طلب…
approvals-paste-request = لصق طلب
approvals-request-text = نص الطلب
approvals-open-pasted = فتح الطلب الملصوق
approvals-opening = جارٍ قراءة كل سند شحن إلكتروني مجددًا من جلستك والاستعلام عمّا سيوقّعه مفتاحك…
approvals-open-failed = تعذّر فتح الطلب
approvals-offered-title = المعروضة في مجلد الطلبات
approvals-folder-failed = تعذّرت قراءة مجلد الطلبات
approvals-folder-empty = لا يوجد طلب ينتظر في المجلد.
approvals-offered-list = الطلبات المعروضة
approvals-open-file = فتح { $file }
approvals-open = فتح
approvals-offered-line = { $count ->
    [one] { $action }، سند شحن إلكتروني واحد، أعدّه { $maker } في { $when }
    [two] { $action }، سندا شحن إلكترونيان، أعدّهما { $maker } في { $when }
    [few] { $action }، { $shown } سندات شحن إلكترونية، أعدّها { $maker } في { $when }
   *[other] { $action }، { $shown } من سندات الشحن الإلكترونية، أعدّها { $maker } في { $when }
}
approvals-already-approved = تمت الموافقة عليه من قبل
approvals-expired = منتهي الصلاحية

## المراجعة
approvals-signature-verified = موثّق: وقّعه مفتاح المُعِدّ، ولم يتغيّر منذ ذلك الحين.
approvals-signature-unsigned = غير موقّع: ليس لملف تعريف المُعِدّ مفتاح. لا شيء سوى الطلب نفسه يدل على من أعدّه.
approvals-signature-invalid = غير صالح: التوقيع لا يطابق هذا الطلب. فقد غُيّر بعد توقيعه، أو وقّعه مفتاح آخر.
approvals-outcome-submitted = تم التوقيع والإرسال
approvals-outcome-refused = مرفوض، لم يُوقَّع شيء
approvals-outcome-failed = فشل
approvals-fact-operation = العملية
approvals-fact-state = الحالة
approvals-fact-holder = الحامل
approvals-fact-counterparty = يذهب إلى
approvals-fact-title-id = معرّف الملكية
approvals-cell-copy = لا يُوقَّع شيء: النسخة طلب يُرسل إلى الخدمة.
approvals-cell-nothing = لا شيء للتوقيع.
approvals-row-agrees = — الأعمدة الثلاثة متطابقة
approvals-row-differs = — ⚠ غير متطابق ({ $count })
approvals-col-asked = ما طلبه المُعِدّ
approvals-col-now = سند الشحن الإلكتروني الآن
approvals-col-signs = ما يوقّعه مفتاحك
approvals-check-before = تحقّق قبل توقيع { $reference }
approvals-differences = الاختلافات في { $reference }
approvals-review-title = { $count ->
    [one] الطلب: { $action } — سند شحن إلكتروني واحد
    [two] الطلب: { $action } — سندا شحن إلكترونيان
    [few] الطلب: { $action } — { $shown } سندات شحن إلكترونية
   *[other] الطلب: { $action } — { $shown } من سندات الشحن الإلكترونية
}
approvals-cannot-approve = لا يمكن الموافقة عليه
approvals-cannot-approve-sentence = لا يمكن الموافقة على هذا الطلب.
approvals-prepared-by = أعدّه
approvals-maker-profile = — ملف التعريف { $profile }
approvals-maker-signature = توقيع المُعِدّ
approvals-note = ملاحظة
approvals-no-note = لا توجد ملاحظة.
approvals-made = أُنشئ في
approvals-valid-until = صالح حتى
approvals-surrenderee = المُسلَّم إليه
approvals-recipient = المستلم
approvals-the-ebls = سندات الشحن الإلكترونية
approvals-three-columns = لكل سند شحن إلكتروني: ما طلبه المُعِدّ، وما يقوله السند الآن في جلستك، وما سيوقّعه مفتاحك.
approvals-rows-differ = { $count ->
    [one] { $differing } من أصل سند شحن إلكتروني واحد غير متطابق: كل اختلاف مذكور تحت سنده. لا يُوقَّع شيء ما لم تتطابق الأعمدة الثلاثة.
   *[other] { $differing } من أصل { $shown } من سندات الشحن الإلكترونية غير متطابقة: كل اختلاف مذكور تحت سنده. لا يُوقَّع شيء ما لم تتطابق الأعمدة الثلاثة.
}
approvals-signing = جارٍ التوقيع والإرسال…
approvals-unlock-and-sign = الفتح والتوقيع
approvals-not-approved = لم تتم الموافقة
approvals-approved = تمت الموافقة
approvals-results = ما حدث لكل سند شحن إلكتروني
approvals-approve-send = الموافقة والإرسال
approvals-approve-sign = الموافقة والتوقيع
approvals-done = تم
approvals-close = إغلاق

## طلب المُعِدّ
approvals-request-title = طلب الموافقة
approvals-valid-hours = { $count ->
    [one] ساعة واحدة
    [two] ساعتان
    [few] { $count } ساعات
   *[other] { $count } ساعة
}
approvals-valid-days = { $count ->
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
   *[other] { $count } يومًا
}
approvals-save-dialog = حفظ طلب التوقيع
approvals-saved-to = حُفظ الطلب في { $path }.
approvals-copied = نُسخ الطلب كنص: الصقه حيث يقرؤه المعتمِد.
approvals-copy-failed = تعذّر نسخ الطلب: احفظه كملف بدلًا من ذلك.
approvals-request = الطلب
approvals-your-signature = توقيعك
approvals-made-signed = موقّع بمفتاح ملف التعريف هذا: يرى المعتمِد أنه صادر منك وأن أحدًا لم يغيّره.
approvals-made-unsigned = غير موقّع: ليس لملف التعريف هذا مفتاح. يرى المعتمِد أن الطلب غير موقّع.
approvals-offered = معروض
approvals-offered-in-folder = في مجلد الطلبات:
approvals-made-nothing-signed = لم يُوقَّع شيء لدى الخدمة. يفتح المعتمِد هذا الطلب في eBL Desk، ويطابقه مع سندات الشحن الإلكترونية كما هي حينها، ثم يوقّع بمفتاحه.
approvals-request-intro = لا يُوقَّع شيء لدى الخدمة: يوافق شخص ثانٍ يملك المفتاح ويوقّع. يسجّل الطلب ما تراه الآن، ومن أنت، وحتى متى يمكن الموافقة عليه.
approvals-note-for-approver = ملاحظة للمعتمِد
approvals-note-too-long = { $max } حرف على الأكثر ({ $now } حاليًا).
approvals-valid-for = صالح لمدة
approvals-making = جارٍ قراءة سندات الشحن الإلكترونية وإعداد الطلب…
approvals-not-saved = لم يُحفظ
approvals-not-made = لم يُنشأ أي طلب
approvals-save-request = حفظ الطلب…
approvals-copy-text = نسخ كنص
approvals-create-request = إنشاء الطلب
approvals-what-transfer = تظهير { $ebls } إلى { $to }.
approvals-what-transfer-anyone = تظهير { $ebls } إلى المستلم.
approvals-what-surrender = طلب التسليم لـ { $ebls }.
approvals-what-copy = إرسال { $ebls } كنسخة إلى { $to }.
approvals-what-copy-anyone = إرسال { $ebls } كنسخة إلى المستلم.
approvals-ebl-count = { $count ->
    [one] سند شحن إلكتروني واحد
    [two] سندا شحن إلكترونيان
    [few] { $shown } سندات شحن إلكترونية
   *[other] { $shown } من سندات الشحن الإلكترونية
}
