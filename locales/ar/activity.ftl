# شاشة السجل: كل ما وُقّع وأُرسل من هذا التطبيق، مع ردود الخدمة.

activity-title = السجل
activity-subtitle = كل ما وُقّع وأُرسل من هذا التطبيق على ملف التعريف هذا، مع رد الخدمة عليه.
activity-subtitle-deleted = كل ما وُقّع وأُرسل من هذا التطبيق على «{ $name }»، وهو ملف تعريف حُذف في { $date }، مع رد الخدمة عليه.
activity-filter-region = تصفية السجل
activity-profile = ملف التعريف
activity-profile-in-use = ملف التعريف المستخدم حاليًا
activity-profile-deleted = { $name } (محذوف)
activity-filter = تصفية
activity-filter-placeholder = مرجع سند الشحن الإلكتروني، الشركة، تجزئة المعاملة…
activity-operation = العملية
activity-outcome = النتيجة
activity-all = الكل
activity-person = الشخص
activity-person-placeholder = أعدّه أو وافق عليه
activity-from = من
activity-until = حتى
activity-export = تصدير CSV…
activity-export-dialog = تصدير السجل
activity-exported = { $count ->
    [zero] لم يُصدَّر أي قيد إلى { $path }
    [one] صُدِّر قيد واحد إلى { $path }
    [two] صُدِّر قيدان إلى { $path }
    [few] صُدِّرت { $shown } قيود إلى { $path }
    [many] صُدِّر { $shown } قيدًا إلى { $path }
   *[other] صُدِّر { $shown } قيد إلى { $path }
}
activity-count = { $count ->
    [zero] لا توجد قيود
    [one] قيد واحد
    [two] قيدان
    [few] { $shown } قيود
    [many] { $shown } قيدًا
   *[other] { $shown } قيد
}
activity-count-filtered = { $matched } من أصل { $total } من القيود
activity-count-filtered-more = { $matched }+ من أصل { $total } من القيود
activity-export-failed = لم يُصدَّر السجل
activity-read-failed = تعذّرت قراءة السجل
activity-empty-title = لا يوجد شيء مسجّل بعد
activity-empty-body = كل تظهير وطلب تسليم ونسخة ومظروف ترسله من هذا التطبيق يُسجَّل هنا، مع توقيعه ورد الخدمة عليه.
activity-table = السجل
activity-col-time = الوقت
activity-col-action = الإجراء
activity-col-ebl = سند الشحن الإلكتروني
activity-col-counterparty = الطرف المقابل
activity-col-outcome = النتيجة
activity-col-transaction = المعاملة
activity-people = أعدّه { $preparedBy } · وافق عليه { $approvedBy }

## عمليات السجل ونتائجها
activity-op-transfer = تظهير
activity-op-surrender = طلب تسليم
activity-op-copy = نسخة مُرسلة
activity-op-envelope = مظروف مُرسل
activity-outcome-submitted = مُقدَّم
activity-outcome-refused = مرفوض
activity-outcome-failed = فشل
activity-outcome-unknown = غير معروف
