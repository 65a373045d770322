# ما يحتاج إلى انتباه: اللوحة فوق قائمة سندات الشحن الإلكترونية، والبنود المفتوحة لكل سند، والتأجيل والإنجاز.

attention-title = تحتاج إلى انتباه
attention-nothing = لا شيء يحتاج إلى انتباه.
attention-snoozed = مؤجَّلة ({ $shown })
attention-open = فتح { $reference }
attention-snoozed-until = مؤجَّل حتى { $when }
attention-since = منذ { $when }
attention-other-profiles = ملفات التعريف الأخرى
attention-switch-to = التبديل إلى { $name }
attention-switch-failed = لم يتم تبديل ملف التعريف
attention-need-count = { $count ->
    [zero] لا شيء يحتاج إلى انتباه
    [one] بند واحد يحتاج إلى انتباه
    [two] بندان يحتاجان إلى انتباه
    [few] { $shown } بنود تحتاج إلى انتباه
    [many] { $shown } بندًا يحتاج إلى انتباه
   *[other] { $shown } بند يحتاج إلى انتباه
}

## التأجيل والإنجاز
attention-snooze = تأجيل
attention-done = تم
attention-snooze-until = تأجيل حتى
attention-until = حتى
attention-snooze-until-then = تأجيل حتى هذا الوقت
attention-snooze-hour = ساعة واحدة
attention-snooze-tomorrow = غدًا الساعة 9:00
attention-snooze-next-week = الأسبوع القادم
attention-enter-date-time = أدخل تاريخًا ووقتًا.
attention-time-ahead = اختر وقتًا لاحقًا للوقت الحالي.
attention-snooze-failed = لم يُؤجَّل البند
attention-done-failed = لم يُغلَق البند

## ما تثيره كل قاعدة متابعة، في كلمات قليلة
attention-rule-surrender-rejected = رُفض طلب التسليم
attention-rule-surrender-accepted = قُبل طلب التسليم
attention-rule-surrender-pending = طلب التسليم معلّق لمدة طويلة
attention-rule-outcome-unknown = النتيجة لا تزال غير معروفة
attention-rule-newly-held = في حيازتك حديثًا
attention-rule-untouched = في الحيازة دون أي إجراء
attention-rule-arrival-deadline = الموعد النهائي للتسليم
attention-rule-transfer-went-through = تم التظهير
attention-rule-credit-deadline = الموعد النهائي لتقديم مستندات الاعتماد
