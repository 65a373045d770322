# شاشة سندات الشحن الإلكترونية: القائمة، وتفاصيل السند، ومعاينة ملف PDF، والمراجعات، والإجراءات الجماعية، والمواعيد النهائية.

## الشاشة
ebls-title = سندات الشحن الإلكترونية
ebls-subtitle = سندات الشحن الإلكترونية التي تحوزها شركتك أو تكون طرفًا فيها.
ebls-session-unreadable = تعذّرت قراءة الجلسة
ebls-joiner = {"، "}
ebls-parts-joiner = {"؛ "}
ebls-changes = سندات الشحن الإلكترونية: { $parts }
ebls-changes-arrived = وصلت: { $references }
ebls-changes-changed = تغيّرت: { $references }
ebls-changes-left = لم تعد في حيازتك: { $references }
ebls-code = {""}{ $code }

## الحالات والأدوار
ebls-state-issued = صادر
ebls-state-surrender-requested = طُلب التسليم
ebls-state-surrendered = مُسلَّم
ebls-state-amendment-requested = طُلب التعديل
ebls-state-surrendered-for-amendment = مُسلَّم للتعديل
ebls-state-void = ملغى
ebls-role-issuer = المُصدِر
ebls-role-consignor = الشاحن
ebls-role-consignee = المرسل إليه
ebls-role-surrenderee = المُسلَّم إليه

## القائمة
ebls-list-label = قائمة سندات الشحن الإلكترونية
ebls-search-label = البحث في سندات الشحن الإلكترونية
ebls-search-placeholder = ابحث بالمرجع أو الطرف أو الميناء أو السفينة…  ( / )
ebls-filter-state = الحالة
ebls-filter-any-state = أي حالة
ebls-filter-role = الدور
ebls-filter-any-role = أي دور
ebls-filter-held = في حيازتنا
ebls-filter-copies = النسخ
ebls-filter-copies-all = الأصول والنسخ
ebls-filter-copies-originals = الأصول فقط
ebls-filter-copies-only = النسخ فقط
ebls-filter-attention = تحتاج إلى انتباه
ebls-refresh = تحديث
ebls-offline-as-of = غير متصل — حتى الساعة { $time }
ebls-offline-as-of-last = غير متصل — حتى آخر جلب
ebls-offline-detail = · تعذّر الوصول إلى الخدمة؛ هذه هي القائمة المحفوظة على هذا الحاسوب. تُعاد المحاولة كل بضع ثوانٍ.
ebls-list-unrefreshed = تعذّر تحديث القائمة
ebls-interrupted-transfer = لم يكتمل إجراء جماعي: تظهير { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } — نجح { $done } ولم ينجح { $notDone }.
ebls-interrupted-copy = لم يكتمل إجراء جماعي: إرسال { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } كنسخ — نجح { $done } ولم ينجح { $notDone }.
ebls-interrupted-surrender = لم يكتمل إجراء جماعي: طلب التسليم لـ { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } — نجح { $done } ولم ينجح { $notDone }.
ebls-show-batch = عرض الدفعة
ebls-attention-unreadable = تعذّرت قراءة ما يحتاج إلى انتباه
ebls-count-loading = جارٍ تحميل سندات الشحن الإلكترونية…
ebls-count-loading-all = جارٍ تحميل جميع سندات الشحن الإلكترونية ({ $total })…
ebls-count = { $total ->
        [zero] لا توجد سندات شحن إلكترونية
        [one] سند شحن إلكتروني واحد
        [two] سندا شحن إلكترونيان
        [few] { $total } سندات شحن إلكترونية
       *[other] { $total } سند شحن إلكتروني
    }
ebls-count-of = { $shown } من { $total } سند شحن إلكتروني
ebls-count-updated = {" "}· حُدِّثت الساعة { $time }
ebls-empty = لا توجد لشركتك سندات شحن إلكترونية على الخدمة بعد.
ebls-no-match = لا يطابق أي سند شحن إلكتروني هذه المرشحات.
ebls-no-attention = لا يحتاج أي سند شحن إلكتروني في القائمة إلى انتباه.
ebls-no-attention-filtered = لا يحتاج أي سند شحن إلكتروني في القائمة إلى انتباه من بين ما تعرضه المرشحات الأخرى.

## الجدول
ebls-col-reference = المرجع
ebls-col-state = الحالة
ebls-col-roles = دورك (أدوارك)
ebls-col-held = في حيازتنا
ebls-col-holder = الحامل
ebls-col-copy = نسخة
ebls-col-ports = الموانئ
ebls-col-vessel = السفينة / الرحلة
ebls-select-all = تحديد كل المعروض
ebls-select-row = تحديد { $reference }
ebls-needs-attention-prefix = يحتاج إلى انتباه:{" "}
ebls-copy = نسخة
ebls-original = أصل
ebls-copy-of-above = {" "}من سند الشحن الإلكتروني أعلاه
ebls-copies-below = { $count ->
        [zero] لا نسخ أدناه
        [one] نسخة واحدة أدناه
        [two] نسختان أدناه
        [few] { $count } نسخ أدناه
       *[other] { $count } نسخة أدناه
    }
ebls-yes = نعم
ebls-no = لا

## التحديد والإجراءات الجماعية
ebls-selection = التحديد
ebls-selected = المحدد: { $count }
ebls-bulk-transfer = تظهير المحدد
ebls-bulk-copy = إرسال المحدد كنسخ
ebls-bulk-surrender = طلب التسليم للمحدد
ebls-bulk-partial = {" "}({ $allowed } من { $selected })
ebls-bulk-none = غير متاح للتحديد.
ebls-bulk-not-allowing = { $count } من سندات الشحن الإلكترونية المحددة لا تسمح بذلك.
ebls-clear-selection = مسح التحديد
ebls-too-many = لا يمكن تنفيذ إجراء على أكثر من { $max } سند شحن إلكتروني في المرة الواحدة.
ebls-selection-unknown = ما يسمح به التحديد غير معروف
ebls-not-all-allow = ليست كل سندات الشحن الإلكترونية المحددة تسمح بهذا
ebls-cannot-transfer = لا يمكن تظهير { $left } من سندات الشحن الإلكترونية المحددة البالغ عددها { $selected }:
ebls-cannot-copy = لا يمكن إرسال { $left } من سندات الشحن الإلكترونية المحددة البالغ عددها { $selected } كنسخ:
ebls-cannot-surrender = لا يمكن طلب التسليم لـ { $left } من سندات الشحن الإلكترونية المحددة البالغ عددها { $selected }:
ebls-why-not = الأسباب
ebls-continue-other = المتابعة بالباقي ({ $count })
ebls-n-ebls = { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندا شحن إلكترونيان
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
ebls-batch-intro-transfer = تظهير { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى:
ebls-batch-intro-copy = إرسال نسخ من { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى:
ebls-batch-intro-surrender = طلب التسليم لـ { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى:
ebls-batch-title-transfer = تظهير { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
ebls-batch-title-copy = إرسال نسخ من { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
ebls-batch-title-surrender = طلب التسليم لـ { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
ebls-batch-review-sign = مراجعة وتوقيع { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
ebls-batch-review-send = مراجعة وإرسال { $count ->
        [zero] { $count } نسخة
        [one] نسخة واحدة
        [two] نسختين
        [few] { $count } نسخ
       *[other] { $count } نسخة
    }
ebls-item-waiting = في الانتظار
ebls-item-skipped = مستبعد
ebls-item-submitting = جارٍ التوقيع والإرسال…
ebls-item-done = تم
ebls-item-refused = مرفوض
ebls-item-failed = فشل
ebls-item-unknown = غير معروف بعد
ebls-item-not-sent = لم يُرسَل
ebls-reviewing-selection = مراجعة التحديد
ebls-asking-each = جارٍ سؤال الخدمة عمّا يجب توقيعه لكلٍّ من { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }، والتحقق من كلٍّ منها…
ebls-batch-unprepared = تعذّر إعداد الإجراء الجماعي
ebls-nothing-signed = لم يُوقَّع أي شيء
ebls-bulk-action = إجراء جماعي
ebls-batch-unreadable = تعذّرت قراءة الدفعة
ebls-loading = جارٍ التحميل…
ebls-batch-interrupted = توقفت هذه الدفعة عندما توقف eBL Desk: نجح { $done } ولم ينجح { $notDone }. لا يُوقَّع أي شيء مرتين: ما فُقد ردّه تم التحقق منه على الخدمة أولًا.
ebls-batch-summary-transfer = تظهير حيازة { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى { $recipient }.
ebls-batch-summary-copy = إرسال نسخ للاطلاع فقط من { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى { $recipient }.
ebls-batch-summary-surrender = مطالبة ناقل كلٍّ من { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } بالإفراج عن بضاعته لشركتك.
ebls-batch-left-out = {" "}استُبعد { $count } (أدناه).
ebls-batch-running = انتهى { $settled } من { $finished } أو توقف — نجح منها { $done }
ebls-batch-ended = نجح { $done } من { $finished }.
ebls-batch-ended-some = نجح { $done } من { $finished }؛ فشل { $failed }، ورُفض { $refused }، ولم يُرسَل { $notSent }.
ebls-batch-ended-unknown = نجح { $done } من { $finished }؛ فشل { $failed }، ورُفض { $refused }، ولم يُرسَل { $notSent }، وما زال { $unknown } غير معروف بعد.
ebls-batch-cancelling = {" "}جارٍ الإلغاء: لن يُوقَّع أي سند شحن إلكتروني آخر.
ebls-batch-progress = تقدّم الدفعة
ebls-batch-reviewed-again-sign = روجعت من جديد: { $count ->
        [zero] { $count } سند شحن إلكتروني
        [one] سند شحن إلكتروني واحد
        [two] سندا شحن إلكترونيان
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } للتوقيع ببيانات التوقيع الجديدة من الخدمة.
ebls-batch-reviewed-again-send = روجعت من جديد: { $count ->
        [zero] { $count } نسخة
        [one] نسخة واحدة
        [two] نسختان
        [few] { $count } نسخ
       *[other] { $count } نسخة
    } للإرسال.
ebls-batch-second-person-signed = سياسة ملف التعريف هذا: يوافق شخص ثانٍ على التظهير وطلبات التسليم. اطلب موافقته؛ فهو يتحقق منها مقابل كل سند شحن إلكتروني ويوقّع بمفتاحه.
ebls-batch-second-person-copies = سياسة ملف التعريف هذا: يوافق شخص ثانٍ على النسخ. اطلب موافقته؛ فهو يتحقق منها مقابل كل سند شحن إلكتروني ويوقّع بمفتاحه.
ebls-batch-each-line = كل سطر هو ما يوقّعه مفتاحك لذلك السند، بعد التحقق منه مقابل بيانات التوقيع من الخدمة. لا يُوقَّع أي شيء حتى تضغط «توقيع وإرسال الكل».
ebls-batch-copies-note = لا يُوقَّع أي شيء: كل نسخة طلب إلى الخدمة. لا يُرسَل أي شيء حتى تضغط «إرسال الكل».
ebls-batch-registry-first = لم يسبق لمفتاحك التوقيع لعقد السجل الذي تسمّيه هذه الاستدعاءات. التوقيع يثبّته لمفتاحك: أي سجل مختلف يُسمّى لاحقًا، في أي ملف تعريف، يُرفض حتى تقبله في الإعدادات.
ebls-batch-items = سندات الشحن الإلكترونية في هذه الدفعة
ebls-batch-stopped = توقفت الدفعة
ebls-sign-submit-all = توقيع وإرسال الكل
ebls-send-all = إرسال الكل
ebls-check-unknown = التحقق مما لم يُعرف بعد ({ $count })
ebls-resume = استئناف ({ $count })
ebls-retry = إعادة المحاولة لما لم ينجح ({ $count })

## الإجراءات والمراجعة
ebls-action-surrender = طلب التسليم
ebls-action-transfer = تظهير
ebls-action-copy = إرسال كنسخة
ebls-done-surrender = طُلب التسليم للسند { $reference }.
ebls-done-transfer = ظُهِّر السند { $reference } إلى { $recipient }.
ebls-done-copy = أُرسلت نسخة من السند { $reference } إلى { $recipient }.
ebls-the-recipient = المستلم
ebls-actions = الإجراءات
ebls-read-only = تسجيل دخولك للقراءة فقط؛ سجّل الدخول بصلاحية الكتابة لتنفيذ إجراءات على سندات الشحن الإلكترونية.
ebls-no-key-request = لا يوجد مفتاح توقيع في ملف التعريف هذا: يُعَدّ طلب ليوافق عليه شخص يملك المفتاح.
ebls-nothing-to-do = لا يوجد ما يمكنك فعله بسند الشحن الإلكتروني هذا الآن.
ebls-unavailable-actions = الإجراءات غير المتاحة
ebls-not-available = غير متاح لسند الشحن الإلكتروني هذا.
ebls-asking-service = جارٍ سؤال الخدمة عمّا يجب توقيعه…
ebls-action-unprepared = تعذّر إعداد الإجراء
ebls-change-accepted = قُبل التغيير. ابدأ الإجراء مجددًا لمراجعته.
ebls-continue = متابعة
ebls-request-made = أُعدّ طلب موافقة على السند { $reference }.
ebls-accept-change-start = قبول التغيير…
ebls-accept-change = قبول التغيير
ebls-accept-change-text = لا تقبل إلا إذا أبلغك الناقل، خارج هذا التطبيق، بأن المُسلَّم إليه أو مالك هذا السند قد تغيّر. التسليم يسلّم البضاعة إلى المُسلَّم إليه ولا يمكن التراجع عنه.
ebls-accept-now = قبول ما تسمّيه الخدمة الآن
ebls-keep-refusing = الاستمرار في الرفض
ebls-change-not-accepted = لم يُقبل التغيير
ebls-review-sign = مراجعة وتوقيع
ebls-review-send = مراجعة وإرسال
ebls-cautions = تحقّق قبل التوقيع
ebls-registry-first = أول توقيع لهذا السجل
ebls-registry-first-lead = لم يسبق لمفتاحك التوقيع لعقد السجل
ebls-registry-first-rest = . التوقيع يثبّته لمفتاحك: أي سجل مختلف يُسمّى لاحقًا، في أي ملف تعريف، يُرفض حتى تقبله في الإعدادات. إذا نشر مشغّل خدمتك عنوان سجلها، فتحقّق من أنه هذا العنوان.
ebls-what-changes = ما الذي يتغيّر
ebls-second-person = يوافق شخص ثانٍ
ebls-second-person-signed = سياسة ملف التعريف هذا: يوافق شخص ثانٍ على التظهير وطلبات التسليم. اطلب موافقته؛ فهو يتحقق منها مقابل سند الشحن الإلكتروني ويوقّع بمفتاحه.
ebls-second-person-copies = سياسة ملف التعريف هذا: يوافق شخص ثانٍ على النسخ. اطلب موافقته؛ فهو يتحقق منها مقابل سند الشحن الإلكتروني ويوقّع بمفتاحه.
ebls-nothing-signed-here = لا يُوقَّع أي شيء هنا. أدناه ما سيوقّعه المفتاح الآن؛ ويراه المُوافِق مرة أخرى من جلسته الخاصة.
ebls-nothing-signed-until = لا يُوقَّع أي شيء حتى تضغط «توقيع وإرسال». يوقّع مفتاحك الاستدعاء أدناه بالضبط، بعد التحقق منه مقابل هذه المراجعة.
ebls-check-copy = تحقّق من وجهة النسخة. لا يُرسَل أي شيء حتى تضغط «إرسال النسخة».
ebls-operation = العملية
ebls-ebl = سند الشحن الإلكتروني
ebls-recipient = المستلم
ebls-unknown-recipient = مستلم غير معروف
ebls-recipient-unknown-warning = مستلم غير معروف: صندوق الوارد هذا ليس لأي من الشركات المعروفة أو جهات اتصالك.
ebls-what-key-signs = ما يوقّعه مفتاحك
ebls-signed-function = الدالة
ebls-ebl-id = معرّف سند الشحن الإلكتروني
ebls-title-id = معرّف الملكية
ebls-target-inbox = صندوق الوارد الهدف
ebls-unknown-company = شركة غير معروفة
ebls-signer = المُوقِّع
ebls-hash = التجزئة
ebls-nonce = رقم الاستخدام الواحد
ebls-registry-contract = عقد السجل
ebls-signing = جارٍ التوقيع والإرسال…
ebls-sending = جارٍ الإرسال…
ebls-not-submitted = لم يُرسَل
ebls-not-sent = لم يُرسَل
ebls-sign-submit = توقيع وإرسال
ebls-send-copy = إرسال النسخة
ebls-request-approval = طلب الموافقة…
ebls-close = إغلاق
ebls-cancel = إلغاء

## عن المستلم
ebls-about-recipient = عن المستلم
ebls-near-miss = تشابه قريب
ebls-near-miss-title = تحقّق من صندوق الوارد هذا: إنه قريب من صندوق آخر تعرفه.
ebls-names-to-check = أسماء يجب التحقق منها
ebls-shown-as = يظهر باسم
ebls-no-name = بلا اسم: لا توجد شركة أو جهة اتصال تعرفها تملك صندوق الوارد هذا.
ebls-verified = موثّق
ebls-not-verified = ليس جهة اتصال موثّقة.
ebls-known-as = معروف باسم
ebls-known-none = لا توجد شركة أو جهة اتصال تعرفها تملك صندوق الوارد هذا.
ebls-named-on = مذكور في
ebls-named-on-none = لا يوجد سند شحن إلكتروني تراه يذكر صندوق الوارد هذا.
ebls-earlier-transfers = عمليات التظهير السابقة
ebls-earlier-transfers-through = عمليات التظهير السابقة التي نجحت
ebls-earlier-transfers-none = لم تنجح أي عملية: هذا أول تظهير إلى صندوق الوارد هذا.
ebls-earlier-surrenders = طلبات التسليم السابقة
ebls-earlier-surrenders-through = طلبات التسليم السابقة التي نجحت
ebls-earlier-surrenders-none = لم ينجح أي طلب: هذا أول طلب تسليم إلى صندوق الوارد هذا.
ebls-earlier-copies = النسخ السابقة
ebls-earlier-copies-through = النسخ السابقة التي نجحت
ebls-earlier-copies-none = لم تنجح أي نسخة: هذه أول نسخة تُرسل إلى صندوق الوارد هذا.
ebls-earlier-envelopes = المظاريف السابقة
ebls-earlier-envelopes-through = المظاريف السابقة التي نجحت
ebls-earlier-envelopes-none = لم ينجح أي مظروف: هذا أول مظروف يُرسل إلى صندوق الوارد هذا.
ebls-dealt-before = تعاملت معه من قبل
ebls-dealt-never = أبدًا: ليس جهة اتصال موثّقة، ولم ينجح أي إجراء نحو صندوق الوارد هذا.
ebls-dealt-yes = نعم: جهة اتصال موثّقة، أو نجح إجراء نحو صندوق الوارد هذا.
ebls-type-name = اكتب اسم المستلم لتأكيده
ebls-type-prefix = اكتب أول 8 أحرف من معرّف صندوق الوارد لتأكيده
ebls-type-chars = اكتب أحرف معرّف صندوق الوارد المعروضة لتأكيده
ebls-as-shown = كما يظهر:{" "}
ebls-near-miss-hint = صندوق الوارد هذا قريب من صندوق تعرفه: تأكّد من أنه الصندوق الذي تقصده.
ebls-first-transfer-hint = لم يسبق لشركتك التظهير إلى صندوق الوارد هذا.

## سند شحن إلكتروني واحد
ebls-detail-label = تفاصيل سند الشحن الإلكتروني
ebls-back = → العودة إلى القائمة
ebls-detail-unloadable = تعذّر تحميل سند الشحن الإلكتروني هذا
ebls-detail-loading = جارٍ تحميل سند الشحن الإلكتروني…
ebls-held-yes = نعم — شركتك تحوز سند الشحن الإلكتروني هذا
ebls-possession = صاحب الحيازة
ebls-held-in-inbox = محفوظ في صندوق الوارد الخاص بك
ebls-title-holder = صاحب الملكية
ebls-tdr = مرجع مستند النقل
ebls-endorsement = التظهير
ebls-to-order = سند لأمر
ebls-copy-of = نسخة من
ebls-copies = النسخ
ebls-open-original = فتح الأصل { $reference }
ebls-open-copy = فتح النسخة { $reference }
ebls-unseen-original = لا ترى شركتك الأصل.
ebls-unseen-copy = لا ترى شركتك النسخة.
ebls-inbox = صندوق الوارد
ebls-parties = الأطراف
ebls-party-type = النوع
ebls-party-name = الاسم
ebls-party-inbox = صندوق الوارد
ebls-party-email = البريد الإلكتروني
ebls-party-us = نحن
ebls-party-check-name = تحقّق من اسم { $name }
ebls-party-check-name-this = تحقّق من اسم هذا الطرف
ebls-content = المحتوى
ebls-issue-to = يُصدَر باسم
ebls-party-codes = رموز الطرف
ebls-party-code-list = رمز
ebls-tax-reference = الرقم الضريبي
ebls-registration-number = رقم التسجيل
ebls-issued-on-platform = صادر على منصة
ebls-document-parties = أطراف المستند
ebls-document-party = طرف المستند
ebls-party-function = الصفة
ebls-to-be-notified = يُخطَر
ebls-no-document-parties = لا توجد أطراف للمستند.
ebls-download-pdf = تنزيل PDF
ebls-save-pdf-title = حفظ { $reference } بصيغة PDF
ebls-pdf-filter = مستند PDF
ebls-pdf-not-saved = لم يُحفظ ملف PDF
ebls-saved-pdf = حُفظ { $reference } في { $path }
ebls-export-evidence = تصدير حزمة الأدلة
ebls-exporting = جارٍ التصدير…
ebls-save-evidence-title = حفظ حزمة أدلة { $reference }
ebls-evidence-filter = حزمة الأدلة (zip)
ebls-evidence-not-saved = لم تُحفظ حزمة الأدلة
ebls-saved-evidence = حُفظت حزمة أدلة { $reference } ({ $entries ->
        [zero] لا إجراءات مسجّلة
        [one] إجراء واحد مسجّل
        [two] إجراءان مسجّلان
        [few] { $entries } إجراءات مسجّلة
       *[other] { $entries } إجراء مسجّل
    }) في { $path }
ebls-download-carrier = تنزيل ملف الناقل
ebls-saving-carrier = جارٍ حفظ ملف الناقل…
ebls-save-carrier-title = حفظ ملف الناقل للسند { $reference }
ebls-carrier-filter = ملف { $extension }
ebls-any-file = أي ملف
ebls-carrier-not-saved = لم يُحفظ ملف الناقل
ebls-saved-carrier = حُفظ ملف الناقل للسند { $reference } في { $path }

## الموعد النهائي للتسليم
ebls-deadline = الموعد النهائي للتسليم
ebls-deadline-unreadable = تعذّرت قراءة الموعد النهائي
ebls-no-vessel = لا يذكر سند الشحن الإلكتروني سفينة ولا رحلة.
ebls-surrender-by = التسليم قبل { $when }
ebls-deadlines-set = المواعيد النهائية المحددة
ebls-deadline-line-ebl = الوصول { $arrival }، مهلة { NUMBER($lead, useGrouping: 0) } ساعة، لسند الشحن الإلكتروني هذا
ebls-deadline-line-voyage = الوصول { $arrival }، مهلة { NUMBER($lead, useGrouping: 0) } ساعة، لكل سند شحن إلكتروني للسفينة { $vessel } في الرحلة { $voyage }
ebls-own-applies = {" "}(يسري الموعد النهائي الخاص بهذا السند)
ebls-clear-deadline-ebl = مسح الموعد النهائي لسند الشحن الإلكتروني هذا
ebls-clear-deadline-voyage = مسح الموعد النهائي لكل سند شحن إلكتروني للسفينة { $vessel } في الرحلة { $voyage }
ebls-clear = مسح
ebls-deadline-cleared = مُسح الموعد النهائي.
ebls-no-deadline = لا يوجد موعد نهائي. أدخل موعد وصول السفينة لتُنبَّه عندما لا يُسلَّم سند الشحن الإلكتروني في الوقت المناسب.
ebls-not-watched = المواعيد النهائية غير مراقبة في ملف التعريف هذا (الإعدادات ← المراقبة): الموعد المحدد هنا لا يُنبّه بشيء.
ebls-arrival-lead = الوصول والمهلة
ebls-applies-to = ينطبق على
ebls-for-this-ebl = سند الشحن الإلكتروني هذا
ebls-for-voyage = كل سند شحن إلكتروني للسفينة { $vessel } في الرحلة { $voyage }
ebls-for-voyage-none = كل سند شحن إلكتروني لسفينته ورحلته
ebls-arrival-label = الوصول (التاريخ والوقت)
ebls-arrival-problem = أدخل تاريخ الوصول ووقته.
ebls-lead-label = المهلة (بالساعات)
ebls-lead-hint = يُنبَّه عندما لا يُسلَّم سند الشحن الإلكتروني قبل الوصول بهذه المدة.
ebls-lead-problem = أدخل عددًا صحيحًا من الساعات، من 0 إلى { NUMBER($max, useGrouping: 0) }.
ebls-save-deadline = حفظ الموعد النهائي
ebls-saved-by = حُفظ: التسليم قبل { $when }.
ebls-saved = حُفظ.
ebls-deadline-not-saved = لم يُحفظ الموعد النهائي
ebls-deadline-not-cleared = لم يُمسح الموعد النهائي

## السجل الزمني
ebls-timeline = السجل الزمني
ebls-timeline-unreadable = تعذّرت قراءة السجل الزمني
ebls-timeline-empty = لا شيء مسجّل بعد: تظهر هنا الإجراءات التي تتخذها والتغييرات التي تلاحظها القائمة.

## معاينة PDF (الصفحة نفسها تبقى من اليسار إلى اليمين)
ebls-preview = معاينة PDF
ebls-preview-controls = أدوات المعاينة
ebls-prev-page = الصفحة السابقة
ebls-prev-page-title = الصفحة السابقة (مفتاح صفحة لأعلى)
ebls-next-page = الصفحة التالية
ebls-next-page-title = الصفحة التالية (مفتاح صفحة لأسفل)
ebls-page-of = الصفحة { $page } من { $count }
ebls-page-unknown = الصفحة – من –
ebls-zoom-out = تصغير
ebls-zoom-out-title = تصغير (−)
ebls-zoom-in = تكبير
ebls-zoom-in-title = تكبير (+)
ebls-fit-width = ملاءمة العرض
ebls-fit-width-title = ملاءمة العرض (0)
ebls-fit-width-zoom = ملاءمة العرض ({ $percent })
ebls-pdf-pages = صفحات PDF
ebls-opening-pdf = جارٍ فتح ملف PDF…
ebls-no-preview = لا توجد معاينة
ebls-page-not-shown = تعذّر عرض الصفحة { $page }
ebls-rendering-page = جارٍ عرض الصفحة { $page }…
ebls-page-not-bytes = لم تصل صورة الصفحة على هيئة بايتات.
