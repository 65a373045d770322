# دفتر العناوين المحلي: جهات الاتصال والتحقق منها والاستيراد والتصدير بصيغة CSV.

contacts-title = جهات الاتصال
contacts-subtitle = الشركات وصناديق الوارد التي ترسل إليها سندات الشحن الإلكترونية والمظاريف.
contacts-search = البحث في جهات الاتصال
contacts-search-placeholder = ابحث بالاسم أو معرّف صندوق الوارد أو البلد أو الملاحظات
contacts-new = جهة اتصال جديدة
contacts-import-csv = استيراد CSV…
contacts-export-csv = تصدير CSV…
contacts-export-dialog = تصدير جهات الاتصال
contacts-exported = { $count ->
    [zero] لم تُصدَّر أي جهة اتصال إلى { $path }
    [one] صُدِّرت جهة اتصال واحدة إلى { $path }
    [two] صُدِّرت جهتا اتصال إلى { $path }
    [few] صُدِّرت { $shown } جهات اتصال إلى { $path }
   *[other] صُدِّرت { $shown } من جهات الاتصال إلى { $path }
}
contacts-export-failed = لم تُصدَّر جهات الاتصال
contacts-saved = حُفظت جهة الاتصال «{ $name }».
contacts-marked-verified = عُلِّمت جهة الاتصال «{ $name }» بأنها موثّقة.
contacts-unverified = لم تعد جهة الاتصال «{ $name }» معلَّمة بأنها موثّقة.
contacts-deleted = حُذفت جهة الاتصال «{ $name }».
contacts-unverify-failed = لم يُلغَ التوثيق
contacts-imported = { $count ->
    [zero] لم تُستورد أي جهة اتصال.
    [one] استُوردت جهة اتصال واحدة.
    [two] استُوردت جهتا اتصال.
    [few] استُوردت { $shown } جهات اتصال.
   *[other] استُوردت { $shown } من جهات الاتصال.
}
contacts-imported-skipped = { $count ->
    [zero] لم تُستورد أي جهة اتصال
    [one] استُوردت جهة اتصال واحدة
    [two] استُوردت جهتا اتصال
    [few] استُوردت { $shown } جهات اتصال
   *[other] استُوردت { $shown } من جهات الاتصال
}؛ { $skipped ->
    [one] وتُخطِّي صف واحد.
    [two] وتُخطِّي صفّان.
    [few] وتُخطِّيت { $skippedShown } صفوف.
   *[other] وتُخطِّي { $skippedShown } من الصفوف.
}
contacts-read-failed = تعذّرت قراءة جهات الاتصال
contacts-no-match = لا توجد جهة اتصال تطابق «{ $query }».
contacts-empty-title = لا توجد جهات اتصال محفوظة
contacts-empty-body = تحفظ جهة الاتصال اسم الشركة مع معرّف صندوق الوارد الخاص بها، لتختار المستلم بالاسم بدلًا من كتابة المعرّف.
contacts-table = جهات الاتصال
contacts-col-company = الشركة
contacts-col-inbox = معرّف صندوق الوارد
contacts-col-country = البلد
contacts-col-notes = ملاحظات
contacts-col-verified = موثّق
contacts-col-actions = تعديل أو توثيق أو حذف
contacts-col-line = السطر
contacts-col-problems = المشكلات
contacts-added-by = أضافها { $by }
contacts-edit = تعديل
contacts-edit-name = تعديل { $name }
contacts-verify = توثيق
contacts-verify-name = توثيق { $name }
contacts-unverify = إلغاء التوثيق
contacts-unverify-name = إلغاء توثيق { $name }
contacts-delete = حذف
contacts-delete-name = حذف { $name }
contacts-delete-title = هل تريد حذف جهة الاتصال «{ $name }»؟
contacts-delete-failed = لم تُحذف جهة الاتصال
contacts-delete-confirm = حذف جهة الاتصال
contacts-delete-body = تُحذف من دفتر عناوين هذا الحاسوب فقط.

## التوثيق
contacts-not-verified = غير موثّقة
contacts-verified-how = وثّقها { $by } في { $when } بالتوقيت العالمي المنسّق ({ $how })
contacts-verified-how-note = وثّقها { $by } في { $when } بالتوقيت العالمي المنسّق ({ $how }: { $note })
contacts-verified-other = وثّقها { $by } في { $when } بالتوقيت العالمي المنسّق ({ $note })
contacts-method-phone-call = مكالمة هاتفية
contacts-method-in-person = شخصيًا
contacts-method-email = بريد إلكتروني من عنوان معروف
contacts-method-other = غير ذلك (اذكر الطريقة)
contacts-how-phone-call = مكالمة هاتفية
contacts-how-in-person = شخصيًا
contacts-how-email = بريد إلكتروني من عنوان معروف
contacts-say-how = اذكر كيف تحققت من معرّف صندوق الوارد.
contacts-verify-title = توثيق «{ $name }»
contacts-verify-intro = تحقّق من معرّف صندوق الوارد { $inbox } مع الشركة نفسها، لا مع الرسالة أو سند الشحن الإلكتروني الذي وصلك منه.
contacts-how-verified = كيف تحققت منه
contacts-verify-details = التفاصيل (من تحدثت إليه، أو الرقم أو العنوان)
contacts-verify-failed = لم تُعلَّم جهة الاتصال بأنها موثّقة
contacts-mark-verified = تعليم كموثّقة

## النموذج
contacts-error-company = أدخل اسم الشركة.
contacts-error-inbox = أدخل معرّف صندوق الوارد.
contacts-error-inbox-uuid = معرّف صندوق الوارد هو UUID، مثل { $example }.
contacts-error-country = استخدم رمز البلد المكوّن من حرفين، مثل { $example }.
contacts-edit-contact = تعديل جهة الاتصال { $name }
contacts-edit-title = تعديل «{ $name }»
contacts-company-name = اسم الشركة
contacts-inbox-id = معرّف صندوق الوارد
contacts-country-two-letters = البلد (حرفان)
contacts-notes = ملاحظات
contacts-save-failed = لم تُحفظ جهة الاتصال
contacts-save = حفظ جهة الاتصال

## الاستيراد من CSV
contacts-import-title = استيراد جهات الاتصال من CSV
contacts-import-columns = يسمّي السطر الأول الأعمدة: { $company } و{ $inbox }، واختياريًا { $country } و{ $notes }.
contacts-import-choose = اختيار ملف CSV…
contacts-import-paste = أو الصق محتوى CSV
contacts-import-preview = معاينة
contacts-import-read-failed = تعذّرت قراءة ملف CSV
contacts-import-summary = يمكن استيراد { $good } من أصل { $total } من الصفوف.
contacts-import-summary-skipped = يمكن استيراد { $good } من أصل { $total } من الصفوف؛ وستُتخطّى { $bad } بها أخطاء.
contacts-import-table = معاينة الاستيراد
contacts-import-row-ok = سليم
contacts-import-failed = لم تُستورد جهات الاتصال
contacts-import-count = { $count ->
    [one] استيراد جهة اتصال واحدة
    [two] استيراد جهتي اتصال
    [few] استيراد { $shown } جهات اتصال
   *[other] استيراد { $shown } من جهات الاتصال
}
contacts-import = استيراد
contacts-close = إغلاق
