# eBL Desk: جمل سطح المكتب (المراجعة، فحص المستلم، الموافقات، ما يحتاج إلى انتباه،
# الإشعارات، عناوين CSV، فحص المستندات والاعتماد). المعرّفات تبدأ بـ desk-.

## المراجعة

desk-review-refused-inbox = لا يمكن توقيع أي شيء: ترفض الخدمة صندوق الوارد هذا بشأن { $reference }.
desk-review-copy-summary = إرسال نسخة للاطلاع فقط من { $reference } إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    }.
desk-review-copy-can-view = يستطيع { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    } عرض النسخة وتنزيلها، ولا يستطيع اتخاذ أي إجراء بشأنها.
desk-review-copy-keeps-original = تحتفظ شركتك بالأصل { $reference } ويظل بإمكانها اتخاذ الإجراءات عليه.
desk-review-copy-nothing-signed = لا يُوقَّع أي شيء بمفتاحك.
desk-review-surrender-summary = مطالبة { $partyKind ->
        [inbox] الناقل (صندوق الوارد { $inbox })
       *[name] { $name }
    } بالإفراج عن بضاعة { $reference } لصالح شركتك.
desk-review-surrender-possession = تنتقل حيازة { $reference } إلى { $partyKind ->
        [inbox] الناقل (صندوق الوارد { $inbox })
       *[name] { $name }
    } ريثما يتخذ قراره.
desk-review-surrender-until = إلى أن يقبل { $partyKind ->
        [inbox] الناقل (صندوق الوارد { $inbox })
       *[name] { $name }
    } الطلب أو يرفضه، لا تستطيع شركتك تظهير { $reference } ولا طلب تسليمه مرة أخرى.
desk-review-transfer-summary = نقل حيازة { $reference } بالتظهير إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    }.
desk-review-transfer-holds = سيصبح { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    } حامل { $reference }، ولن تعود شركتك حاملة له.
desk-review-transfer-no-further = لن تتمكن شركتك من اتخاذ أي إجراء آخر على { $reference }: وحده { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    } يستطيع تظهيره إلى غيره أو إعادته إليك.
desk-review-caution-surrenderee = الجهة المُسلَّم إليها، { $whoKind ->
        [inbox] صندوق الوارد { $whoInbox }
       *[name] { $who }
    }، ليست مُصدِر سند الشحن الإلكتروني ({ $issuerKind ->
        [inbox] صندوق الوارد { $issuerInbox }
        [none] غير مذكور
       *[name] { $issuer }
    }): فالتسليم يعيد سند الشحن عادةً إلى الناقل الذي أصدره. راجع الناقل قبل أن توقّع.

## فحص المستلم

desk-receiver-type-name = اكتب الاسم { $wanted } للتأكيد: { $why ->
        [near] صندوق الوارد هذا قريب من صندوق وارد تعرفه
        [first] لم تتعامل مع صندوق الوارد هذا من قبل: فهو ليس جهة اتصال موثَّقة، ولم يتم أي إجراء تجاهه
       *[transfer] لم يتم أي تظهير إلى صندوق الوارد هذا من قبل
    }.
desk-receiver-type-chars = اكتب { $wanted } (أحرف من معرّف صندوق الوارد لا يحملها أي صندوق وارد تعرفه في الموضع نفسه، أو المعرّف كاملًا) للتأكيد: { $why ->
        [near] صندوق الوارد هذا قريب من صندوق وارد تعرفه
        [first] لم تتعامل مع صندوق الوارد هذا من قبل: فهو ليس جهة اتصال موثَّقة، ولم يتم أي إجراء تجاهه
       *[transfer] لم يتم أي تظهير إلى صندوق الوارد هذا من قبل
    }.
desk-receiver-earlier = { $what } في { $when }
desk-receiver-earlier-envelope = مظروف في { $when }

## الموافقات (الرقابة المزدوجة): الأعمدة الثلاثة والفروق بينها.

desk-approval-party = { $partyKind ->
        [inbox] صندوق الوارد { $short }
       *[name] { $name } ({ $short })
    }
desk-approval-holder = { $partyKind ->
        [none] لا حامل
        [inbox] صندوق الوارد { $short }
       *[name] { $name } ({ $short })
    }
desk-approval-holder-unknown = غير معروف
desk-approval-unreadable = تعذّرت قراءته
desk-approval-as-now = كما هو الآن
desk-approval-operation = { $kind ->
        [transfer] نقل الحيازة بالتظهير
        [surrender] طلب التسليم للإفراج عن البضاعة
       *[copy] إرسال نسخة للاطلاع فقط
    }
desk-approval-function = { $function ->
        [transferPossession] نقل الحيازة بالتظهير
        [requestSurrenderForDelivery] طلب التسليم للإفراج عن البضاعة
       *[other] { $function }
    }
desk-approval-diff-reference = مرجع سند الشحن الإلكتروني هذا هو { $now }؛ والطلب يذكر { $asked }
desk-approval-diff-state = الحالة الآن { $now }؛ وكانت { $asked } حين قُدِّم الطلب
desk-approval-diff-holder = الحامل الآن { $nowKind ->
        [none] لا أحد
        [inbox] صندوق الوارد { $nowId }
       *[name] { $now } ({ $nowId })
    }؛ وكان حين قُدِّم الطلب { $askedKind ->
        [none] لا أحد
        [inbox] صندوق الوارد { $askedId }
       *[name] { $asked } ({ $askedId })
    }
desk-approval-diff-title = معرّف الملكية الآن { $nowKind ->
        [none] لا شيء
       *[id] { $now }
    }؛ وكان حين قُدِّم الطلب { $askedKind ->
        [none] لا شيء
       *[id] { $asked }
    }
desk-approval-diff-surrenderee = الجهة المُسلَّم إليها الآن { $nowKind ->
        [none] لا أحد
        [inbox] صندوق الوارد { $nowId }
       *[name] { $now } ({ $nowId })
    }؛ والطلب ذكر { $askedKind ->
        [none] لا أحد
        [inbox] صندوق الوارد { $askedId }
       *[name] { $asked } ({ $askedId })
    }
desk-approval-diff-known-as = صندوق الوارد هذا معروف هنا باسم { $known }؛ وسمّاه مُعِدّ الطلب { $names }
desk-approval-diff-no-name = لا يُعرف هنا أي اسم لصندوق الوارد { $inbox }؛ وسمّاه مُعِدّ الطلب { $names }
desk-approval-diff-sign-ebl = سيوقّع المفتاح لسند الشحن الإلكتروني { $signs }؛ والطلب يذكر { $asked }
desk-approval-diff-sign-function = سيوقّع المفتاح على { $function ->
        [transferPossession] نقل الحيازة بالتظهير
        [requestSurrenderForDelivery] طلب التسليم للإفراج عن البضاعة
       *[other] { $function }
    }؛ والطلب يطلب { $kind ->
        [transfer] نقل الحيازة بالتظهير
        [surrender] طلب التسليم للإفراج عن البضاعة
       *[copy] إرسال نسخة للاطلاع فقط
    }
desk-approval-diff-sign-title = سيوقّع المفتاح لمعرّف الملكية { $signs }؛ وقُدِّم الطلب لـ { $askedKind ->
        [none] لا شيء
       *[id] { $asked }
    }
desk-approval-diff-sign-toward = سيوقّع المفتاح باتجاه { $signsKind ->
        [inbox] صندوق الوارد { $signsId }
       *[name] { $signs } ({ $signsId })
    }؛ والطلب يذكر { $askedKind ->
        [inbox] صندوق الوارد { $askedId }
       *[name] { $asked } ({ $askedId })
    }
desk-approval-diff-nothing-signed = لن يوقّع المفتاح أي شيء له
desk-approval-diff-problem = لا يمكن فعل أي شيء له الآن:
desk-approval-summary-transfer = نقل حيازة { $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } من سندات الشحن الإلكترونية ({ $refs })
           *[other] { $count } من سندات الشحن الإلكترونية ({ $refs }، و{ $more } غيرها)
        }
    } بالتظهير إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
       *[name] { $name }
    }.
desk-approval-summary-copy = إرسال نسخة للاطلاع فقط من { $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } من سندات الشحن الإلكترونية ({ $refs })
           *[other] { $count } من سندات الشحن الإلكترونية ({ $refs }، و{ $more } غيرها)
        }
    } إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
       *[name] { $name }
    }.
desk-approval-summary-surrender = طلب تسليم { $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } من سندات الشحن الإلكترونية ({ $refs })
           *[other] { $count } من سندات الشحن الإلكترونية ({ $refs }، و{ $more } غيرها)
        }
    } للإفراج عن البضاعة.

## حالة سند الشحن الإلكتروني بالكلمات.

desk-state-issued = صادر
desk-state-surrender-requested = طُلب التسليم
desk-state-surrendered = مُسلَّم
desk-state-amendment-requested = طُلب التعديل
desk-state-surrendered-for-amendment = مُسلَّم للتعديل
desk-state-void = ملغى
desk-time-unknown = وقت غير معروف

## ما يقوله سند الشحن الإلكتروني عن الرد على إجراء.

desk-surrender-rejected-held = رفض الناقل طلب التسليم الذي قدّمته (عاد إلى حالة «صادر»، وتحوزه شركتك)
desk-surrender-rejected = رفض الناقل طلب التسليم الذي قدّمته (عاد إلى حالة «صادر»)
desk-surrender-accepted = قبل الناقل طلب التسليم الذي قدّمته (مُسلَّم)
desk-surrender-accepted-out-of-sight = يبدو أن طلب التسليم الذي قدّمته قد قُبل: لم يعد سند الشحن الإلكتروني ظاهرًا لشركتك (ولا تذكر الواجهة أكثر من ذلك)
desk-surrender-accepted-by-surrenderee = يبدو أن طلب التسليم الذي قدّمته قد قُبل: الجهة المُسلَّم إليها تحوز سند الشحن الإلكتروني ({ $state }؛ ولا تذكر الواجهة أكثر من ذلك)
desk-surrender-pending = لا يزال طلب التسليم الذي قدّمته ينتظر رد الناقل (طُلب التسليم)
desk-surrender-cannot-tell = تغيّر سند الشحن الإلكتروني بعد طلب التسليم الذي قدّمته (حالته الآن { $state })؛ ولا تستطيع الواجهة معرفة ما إذا كان الناقل قد ردّ عليه
desk-surrender-cannot-tell-unknown = تغيّر سند الشحن الإلكتروني بعد طلب التسليم الذي قدّمته (حالته الآن غير معروفة)؛ ولا تستطيع الواجهة معرفة ما إذا كان الناقل قد ردّ عليه
desk-transfer-out-of-sight = تمّ التظهير الذي أجريته إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    }: لم يعد سند الشحن الإلكتروني ظاهرًا لشركتك
desk-transfer-went-through = تمّ التظهير الذي أجريته إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    }: أصبح { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    } حامل سند الشحن الإلكتروني
desk-transfer-not-yet = لم يتمّ التظهير الذي أجريته إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    } بعد: لا تزال شركتك تحوز سند الشحن الإلكتروني
desk-transfer-cannot-tell = تغيّر سند الشحن الإلكتروني بعد التظهير الذي أجريته إلى { $partyKind ->
        [inbox] الشركة ذات صندوق الوارد { $inbox }
        [unknown] شركة غير معروفة
       *[name] { $name }
    }؛ ولا تستطيع الواجهة معرفة ما إذا كان التظهير قد تمّ

## لماذا يحتاج عنصر إلى الانتباه.

desk-attention-new-held = جديد لشركتك، وهي تحوزه ({ $state })
desk-attention-came-to-you = انتقلت الحيازة إلى شركتك ({ $state })
desk-attention-surrender-waiting = لم يصل أي رد على طلب التسليم الذي قدّمته منذ أكثر من { $hours } { $hours ->
        [one] ساعة
        [two] ساعة
        [few] ساعات
       *[other] ساعة
    } (طُلب في { $when })
desk-attention-outcome-unknown = لا يزال غير معروف بعد { $minutes } { $minutes ->
        [few] دقائق
       *[other] دقيقة
    } ما إذا كان { $operation ->
        [TRANSFER_POSSESSION] نقل الحيازة بالتظهير
        [REQUEST_SURRENDER_FOR_DELIVERY] طلب التسليم
        [SEND_AS_COPY] إرسال النسخة
        [ENVELOPE_SEND] إرسال المظروف
        [KEY_REGISTRATION] تسجيل المفتاح
       *[other] { $operation }
    } الذي أجريته قد تمّ
desk-attention-credit-deadline = يجب أن تصل المستندات المقدَّمة بموجب الاعتماد المستندي { $credit } إلى البنك بحلول { $by } ({ $when ->
        [ago] منذ { $days } { $days ->
            [few] أيام
           *[other] يوم
        }
        [today] اليوم
        [tomorrow] غدًا
       *[in] خلال { $days } { $days ->
            [few] أيام
           *[other] يوم
        }
    }: { $because ->
        [period] تنتهي مدة التقديم
       *[expiry] ينتهي أجل الاعتماد المستندي
    })، ولم يُرسَل المظروف بعد
desk-attention-untouched = تحوزه شركتك ولم يُتّخذ أي إجراء بشأنه منذ أكثر من { $days } { $days ->
        [few] أيام
       *[other] يوم
    } (لا شيء منذ { $since }؛ { $state })
desk-attention-arrival = لم يُسلَّم بعد، و{ $vesselKind ->
        [both] السفينة { $vessel } (الرحلة { $voyage })
        [vessel] السفينة { $vessel }
        [voyage] الرحلة { $voyage }
       *[none] السفينة
    } { $arrives ->
        [arrived] وصلت
       *[arrives] تصل
    } في { $when }: كان موعد التسليم { $by } (قبل الوصول بـ { $hours } ساعة)

## إشعارات سطح المكتب وشريط النظام.

desk-notice-changes = { $first ->
        [yes] سندات الشحن الإلكترونية { $change ->
            [arrived] الواردة
            [changed] المتغيّرة
           *[left] التي غادرت شركتك
        }
       *[no] { $change ->
            [arrived] الواردة
            [changed] المتغيّرة
           *[left] التي غادرت شركتك
        }
    }: { $refs }{ $more ->
        [0] {""}
       *[other] ، و{ $more } غيرها
    }
desk-notice-separator = {"؛ "}
desk-notice-item = { $reference }:
desk-notice-an-ebl = سند شحن إلكتروني
desk-notice-many = { $count } من سندات الشحن الإلكترونية بحاجة إلى انتباه: { $refs }{ $more ->
        [0] {""}
       *[other] ، و{ $more } غيرها
    }
desk-notice-open = فتح
desk-tray-title = eBL Desk — { $count } بحاجة إلى انتباه
desk-tray-open = فتح eBL Desk
desk-tray-quit = إنهاء

## مطابقة المستندات مع سند الشحن الإلكتروني.

desk-check-bl-number = رقم سند الشحن
desk-check-containers = الحاويات
desk-check-gross-weight = الوزن الإجمالي
desk-check-packages = الطرود
desk-check-vessel = السفينة
desk-check-voyage = الرحلة
desk-check-port-of-loading = ميناء الشحن
desk-check-port-of-discharge = ميناء التفريغ
desk-check-shipper = الشاحن
desk-check-consignee = المرسل إليه
desk-check-notify-party = الطرف المُخطَر
desk-check-standing-title = سند الشحن الإلكتروني
desk-check-silent = { $title }: لم يُفحص — { $why ->
        [no-bl-number] لا يحمل سند الشحن الإلكتروني رقم سند شحن
        [no-pdf-text] ملف PDF لسند الشحن الإلكتروني بلا نص
        [no-container] لا يذكر ملف PDF لسند الشحن الإلكتروني أي حاوية
        [no-total] لا يذكر ملف PDF لسند الشحن الإلكتروني أي إجمالي
        [no-vessel] لا يذكر سند الشحن الإلكتروني أي سفينة
        [no-voyage] لا يذكر سند الشحن الإلكتروني أي رحلة
        [no-port] لا يذكر سند الشحن الإلكتروني أي ميناء
       *[no-party] لا يذكر سند الشحن الإلكتروني هذا الطرف
    }
desk-check-no-documents = { $title }: لم يُفحص — لا مستندات
desk-check-differs = { $title }: { $count } { $count ->
        [one] فرق
        [two] فرق
        [few] فروق
       *[other] فرق
    } عن سند الشحن الإلكتروني ({ $expected }) — { $documents }
desk-check-not-checked-in = { $title }: لم يُفحص في { $documents } — لا نص
desk-check-and-matches = ؛ { $expected } — مطابق في { $documents }
desk-check-matches = { $title }: { $expected } — مطابق في { $documents }
desk-check-and-not-stated = ؛ غير مذكور في { $documents }
desk-check-and-unlabelled = ؛ وُجد دون عنوانه في { $documents } (لا يُعدّ مطابقة)
desk-check-not-stated = { $title }: غير مذكور في أي مستند
desk-check-unlabelled = { $title }: وُجد { $expected } دون عنوانه في { $documents } — لا يُعدّ مطابقة
desk-check-page-before = ص.
desk-check-page-after = {""}
desk-check-standing = سند الشحن الإلكتروني:
desk-check-standing-ok = سند الشحن الإلكتروني: أصلي، صادر، وتحوزه شركتك
desk-check-standing-copy = نسخة وليس الأصل
desk-check-standing-state = { $state }، وليس صادرًا
desk-check-standing-not-held = لا تحوزه شركتك
desk-check-separator = {"؛ "}
desk-check-value-copy = نسخة
desk-check-value-original = الأصل
desk-check-value-no-state = بلا حالة
desk-check-value-held-by-another = تحوزه شركة أخرى
desk-check-value-held-by-you = تحوزه شركتك
desk-check-note-no-text = لم يُفحص — لا نص
desk-check-note-not-found = غير موجود في المستند
desk-check-note-unlabelled = وُجد دون عنوانه: لا يُعدّ مطابقة
desk-check-note-check-digit-same = رقم التحقق خاطئ (سند الشحن الإلكتروني يحمل الرقم نفسه)
desk-check-note-not-on-ebl = غير موجود في سند الشحن الإلكتروني
desk-check-note-not-on-ebl-check-digit = غير موجود في سند الشحن الإلكتروني؛ رقم التحقق خاطئ
desk-check-note-near-miss = قريب جدًا من اسم معروف
desk-check-note-legal-form = الشكل القانوني مختلف
desk-check-note-copy = لا يمكن تقديم نسخة
desk-check-note-converted = أي { $value }
desk-check-note-sum-of-lines = لا إجمالي مذكور: مجموع { $count } من البنود
desk-check-note-one-character = يختلف حرف واحد عن { $container } في سند الشحن الإلكتروني
desk-check-note-check-digit-has = رقم التحقق خاطئ؛ في سند الشحن الإلكتروني { $container }
desk-check-note-more = أكثر من سند الشحن الإلكتروني بنسبة { $percent }٪
desk-check-note-less = أقل من سند الشحن الإلكتروني بنسبة { $percent }٪
desk-check-note-more-within = أكثر من سند الشحن الإلكتروني بنسبة { $percent }٪، ضمن نسبة التفاوت
desk-check-note-less-within = أقل من سند الشحن الإلكتروني بنسبة { $percent }٪، ضمن نسبة التفاوت

## بنود فحص الاعتماد المستندي (الرموز هي رموز حقول SWIFT).

desk-credit-invoice-currency = عملة الفاتورة (32B)
desk-credit-invoice-amount = مبلغ الفاتورة (32B، 39A)
desk-credit-invoice-issuer = الفاتورة صادرة عن المستفيد (59)
desk-credit-invoice-made-out-to = الفاتورة باسم طالب فتح الاعتماد (50)
desk-credit-goods = البضائع في الفاتورة (45A)
desk-credit-port-of-loading = ميناء الشحن (44E)
desk-credit-port-of-discharge = ميناء التفريغ (44F)
desk-credit-shipment-date = تاريخ الشحن (44C)
desk-credit-presentation = التقديم (48، 31D)
desk-credit-documents-required = المستندات المطلوبة (46A)
desk-credit-partial-shipments = الشحنات الجزئية (43P)
desk-credit-transhipment = المسافنة (43T)
desk-credit-consignee = المرسل إليه (46A)
desk-credit-notify-party = الطرف المُخطَر (46A)
desk-credit-differs = { $title }: { $count } { $count ->
        [one] فرق
        [two] فرق
        [few] فروق
       *[other] فرق
    } عن الاعتماد ({ $expected }) — { $documents }
desk-credit-not-checked = { $title }: لم يُفحص — { $why }
desk-credit-not-checked-no-field = { $title }: لم يُفحص — لا يتضمن الاعتماد الحقل { $tag }
desk-credit-why-no-text = لا نص
desk-credit-why-ebl-no-text = ملف PDF الخاص بسند الشحن الإلكتروني لا يحتوي على نص
desk-credit-why-no-invoice = لا فاتورة في المظروف (مستند من النوع INV)
desk-credit-why-goods-unreadable = لا يذكر الحقل 45A بضائع يمكن لهذا الفحص قراءتها
desk-credit-why-port-range = نطاق من الموانئ، يُترك للمدقق
desk-credit-why-partial-allowed = مسموح (43P): لا شيء للفحص
desk-credit-why-partial-conditional = مشروط (43P)، يُترك للمدقق
desk-credit-why-transhipment-allowed = مسموح (43T): لا شيء للفحص
desk-credit-why-transhipment-conditional = مشروط (43T)، يُترك للمدقق
desk-credit-why-46a-silent = لا يحدد الحقل 46A ذلك
desk-credit-why-to-order = لأمر الشاحن، يُترك للمدقق
desk-credit-why-bank-by-role = البنك المُصدِر بصفته، يُترك للمدقق
desk-credit-because-days = { $days } يومًا بعد الشحن ({ $rule })
desk-credit-because-expires = تنتهي صلاحية الاعتماد (31D)
desk-credit-because-expires-at = تنتهي صلاحية الاعتماد في { $place } (31D)
desk-credit-verdict-none = لا فرق عن الاعتماد
desk-credit-verdict-differences = { $count } { $count ->
        [one] فرق
        [two] فرق
        [few] فروق
       *[other] فرق
    } عن الاعتماد
desk-credit-verdict-late = فات الأوان: كان يجب أن يصل التقديم إلى البنك بحلول { $date } ({ $because })، منذ { $days } { $days ->
        [one] يوم
        [two] يوم
        [few] أيام
       *[other] يوم
    }
desk-credit-verdict-today = قدِّم اليوم: { $date } هو اليوم الأخير ({ $because })
desk-credit-verdict-left = قدِّم بحلول { $date } ({ $because }): { $days ->
        [one] بقي يوم واحد
        [two] بقي يومان
        [few] بقيت { $days } أيام
       *[other] بقي { $days } يوم
    }

## أسماء أعمدة ملفات CSV المُصدَّرة.

desk-csv-activity-time = الوقت
desk-csv-activity-operation = العملية
desk-csv-activity-outcome = النتيجة
desk-csv-activity-ebl-reference = مرجع سند الشحن الإلكتروني
desk-csv-activity-ebl-id = معرّف سند الشحن الإلكتروني
desk-csv-activity-counterparty = الطرف المقابل
desk-csv-activity-transaction-hash = تجزئة المعاملة
desk-csv-activity-detail = التفاصيل
desk-csv-activity-entry-id = معرّف القيد
desk-csv-activity-prepared-by = أعدّه
desk-csv-activity-approved-by = وافق عليه
desk-csv-contacts-company-name = اسم الشركة
desk-csv-contacts-inbox-id = معرّف صندوق الوارد
desk-csv-contacts-country = البلد
desk-csv-contacts-notes = ملاحظات

## لماذا لا يُتاح إجراء على سند الشحن الإلكتروني.

desk-action-no-key = يُوقَّع هذا الإجراء بمفتاحك: أضف مفتاحًا أولًا من شاشة المفاتيح.
desk-action-copy = هذه نسخة: لا يمكن إلا عرض النسخة وتنزيلها.
desk-action-unknown-state = الحالة { $state } غير معروفة لهذا الإصدار من eBL Desk، لذا لا يتيح أي إجراء.
desk-action-not-held = شركتك لا تحوز سند الشحن الإلكتروني هذا.
desk-action-not-consignee = لا يطلب التسليم إلا المرسل إليه، وشركتك ليست المرسل إليه.
desk-action-surrender-not-issued = لا يمكن طلب التسليم إلا وسند الشحن الإلكتروني في حالة «صادر»؛ وحالته { $state }.
desk-action-pass-not-issued = لا يمكن تمرير سند الشحن الإلكتروني إلا وهو في حالة «صادر»؛ وحالة هذا السند { $state }.
desk-action-sign-in = سجّل الدخول لاتخاذ إجراء على سند الشحن الإلكتروني هذا.
desk-action-read-only = تسجيل دخولك يسمح بالقراءة فقط (نطاق القراءة): سجّل الدخول مجددًا بصلاحية الكتابة لاتخاذ الإجراءات.

## مصدر الاسم الذي يعرضه فحص المستلم، وما يجب إبلاغ القارئ به.

desk-dir-method-phone = مكالمة هاتفية
desk-dir-method-in-person = شخصيًا
desk-dir-method-email = بريد إلكتروني من عنوان معروف
desk-dir-method-other = طريقة أخرى
desk-dir-role-consignee = المرسل إليه
desk-dir-role-shipper = الشاحن
desk-dir-role-issuer = المُصدِر
desk-dir-role-surrenderee = الجهة المُسلَّم إليها
desk-dir-role-party = طرف
desk-dir-verified = تحقّق منه { $by } في { $when } ({ $how }).
desk-dir-verified-contact = جهة اتصالك الموثَّقة
desk-dir-contact-not-verified = جهة اتصالك، غير موثَّقة
desk-dir-your-contact = جهة اتصالك.
desk-dir-added-by = (أضافها { $by } في { $when })
desk-dir-added-on = (أُضيفت في { $when })
desk-dir-who-am-i = ردّ الخدمة على سؤال «من أنا»
desk-dir-named-only-on = مذكور فقط في { $reference }، بصفة { $roles }
desk-dir-named-on-ebls = مذكور في سندات شحن إلكترونية، بصفة { $roles }
desk-dir-named-on-count = مذكور في { $count } { $other ->
        [yes] من سندات الشحن الإلكترونية الأخرى
       *[no] من سندات الشحن الإلكترونية
    }، بصفة { $roles }
desk-dir-source-named-on = مذكور في { $count } من سندات الشحن الإلكترونية (بصفة { $roles })
desk-dir-known-under-names = يُعرف صندوق الوارد هذا بـ { $count } من الأسماء: { $names }{ $stop ->
        [yes] .
       *[no] {""}
    }
desk-dir-name-also-another = { $name } هو أيضًا اسم صندوق وارد آخر ({ $other }).
desk-dir-near-miss = يختلف بـ { $count } { $count ->
        [one] حرف
        [two] حرف
        [few] أحرف
       *[other] حرف
    } عن صندوق الوارد الخاص بـ { $name } ({ $other }).
desk-dir-named-alike = { $name } هو أيضًا اسم صندوق وارد آخر ({ $other }): تأكّد من الصندوق الذي تقصده.

## عناصر الإجراء الجماعي.

desk-batch-stopped = توقّف التطبيق قبل توقيعه.
desk-batch-not-offered = غير متاح لسند الشحن الإلكتروني هذا.
desk-batch-no-longer-listed = لم يعد في القائمة: حدّث القائمة.
desk-batch-cancelled = أُلغي قبل التوقيع.

## السجل الزمني لسند الشحن الإلكتروني: الإجراءات والتغييرات.

desk-timeline-company-with-inbox = الشركة ذات صندوق الوارد
desk-timeline-action = { $outcome ->
        [refused] رفض eBL Desk التوقيع: لقد
       *[other] لقد
    } { $operation ->
        [TRANSFER_POSSESSION] نقلتَ الحيازة بالتظهير إلى { $toKind ->
            [unknown] شركة غير معروفة
           *[name] { $to }
        }
        [REQUEST_SURRENDER_FOR_DELIVERY] طلبتَ التسليم
        [SEND_AS_COPY] أرسلتَ نسخة للاطلاع فقط إلى { $toKind ->
            [unknown] شركة غير معروفة
           *[name] { $to }
        }
        [ENVELOPE_SEND] أرسلتَ المظروف { $envelope } إلى { $toKind ->
            [unknown] شركة غير معروفة
           *[name] { $to }
        }
        [KEY_REGISTRATION] سجّلتَ مفتاحك لدى { $registeredKind ->
            [ours] شركتك
           *[name] { $registeredWith }
        }
       *[other] نفّذتَ { $operation }
    }
desk-timeline-documents-checked = (فُحصت مستنداته مقابل سند الشحن الإلكتروني هذا: { $differences ->
        [0] لا اختلاف
       *[other] { $differences } { $differences ->
            [one] اختلاف أُقرّ به
            [two] اختلاف أُقرّ بهما
            [few] اختلافات أُقرّ بها
           *[other] اختلاف أُقرّ بها
        }، الفحص { $digest }
    })
desk-timeline-documents-and-credit-checked = (فُحصت مستنداته مقابل سند الشحن الإلكتروني هذا: { $differences ->
        [0] لا اختلاف
        [few] { $differences } اختلافات
       *[other] { $differences } اختلاف
    }؛ ومقابل الاعتماد المستندي { $credit } (التجزئة { $hash }): { $creditDifferences ->
        [0] لا اختلاف
        [few] { $creditDifferences } اختلافات
       *[other] { $creditDifferences } اختلاف
    }{ $acknowledged ->
        [yes] ، مع الإقرار بها
       *[no] {""}
    }، الفحص { $digest })
desk-timeline-signed-by = — وقّعه { $signer }
desk-timeline-transaction = ، المعاملة { $transaction }
desk-timeline-refused = ، لكن { $detail } الوارد من الخدمة لم يطابق ما راجعته؛ ولم يُوقَّع أي شيء
desk-timeline-failed = ؛ ولم يتمّ ({ $detail })
desk-timeline-unknown = ؛ ولا يُعرف بعد ما إذا كانت الخدمة قد نفّذته
desk-timeline-prepared-by = أعدّه { $maker }
desk-timeline-request-signed = (الطلب موقَّع من { $address })
desk-timeline-request-unsigned = (الطلب غير موقَّع)
desk-timeline-approved-by = وافق عليه { $approver }
desk-change-arrived = أصبح { $reference } ظاهرًا لشركتك ({ $state })
desk-change-state = تغيّرت الحالة إلى { $state }
desk-change-holder = انتقلت الحيازة إلى { $holder }
desk-change-given-up = تُخلّي عن الحيازة
desk-change-copy = لم تعد شركتك ترى سند الشحن الإلكتروني إلا كنسخة
desk-change-left = لم يعد سند الشحن الإلكتروني ظاهرًا لشركتك

## ما أبلغت به الخدمة: كلماتها بين علامتي اقتباس، لا كلمات التطبيق.

desk-notified-surrender-confirmed = { $decisionKind ->
        [reject] رفض الناقل طلب التسليم
        [accept] قبل الناقل طلب التسليم
        [missing] ردّ الناقل على طلب التسليم
       *[other] ردّ الناقل على طلب التسليم ({ $decision })
    }، كما يُظهر سند الشحن الإلكتروني الآن{ $hasWords ->
        [yes] ؛ كلمات الخدمة: «{ $words }»
       *[no] {""}
    }
desk-notified-surrender-unconfirmed = تقول الخدمة إن { $decisionKind ->
        [reject] الناقل رفض طلب التسليم
        [accept] الناقل قبل طلب التسليم
        [missing] الناقل ردّ على طلب التسليم
       *[other] الناقل ردّ على طلب التسليم ({ $decision })
    }{ $hasWords ->
        [yes] : «{ $words }»
       *[no] {""}
    } — ولم يؤكّد سند الشحن الإلكتروني ذلك بعد
desk-notified-transfer = أبلغت الخدمة عن نقل للحيازة
desk-notified-amendment = أبلغت الخدمة عن ردّ على طلب تعديل{ $hasWords ->
        [yes] : «{ $words }»
       *[no] {""}
    }
desk-notified-paper = أبلغت الخدمة عن ردّ على طلب التحويل إلى سند ورقي{ $hasWords ->
        [yes] : «{ $words }»
       *[no] {""}
    }
desk-notified-other = أبلغت الخدمة عن تحديث ({ $event }){ $hasWords ->
        [yes] : «{ $words }»
       *[no] {""}
    }

## وظيفة طرف في المستند (رموز وظائف الأطراف لدى DCSA).

desk-party-function-shipper = الشاحن
desk-party-function-consignee = المرسل إليه
desk-party-function-invoice-payer-shipper = دافع الفاتورة عن الشاحن
desk-party-function-invoice-payer-consignee = دافع الفاتورة عن المرسل إليه
desk-party-function-document-issuer = مُصدِر المستند
desk-party-function-first-notify = الطرف المُخطَر الأول
desk-party-function-second-notify = الطرف المُخطَر الثاني
desk-party-function-other-notify = طرف مُخطَر آخر
desk-party-function-shipper-forwarder = وكيل الشحن للشاحن
desk-party-function-consignee-forwarder = وكيل الشحن للمرسل إليه
desk-party-function-booking-office = مكتب حجز الناقل
desk-party-function-contract-owner = صاحب عقد الخدمة
desk-party-function-booking-agency = وكالة الحجز
desk-party-function-platform = منصة حلول سند الشحن الإلكتروني
desk-party-function-endorsee = المُظهَّر إليه
desk-party-function-carrier = الناقل
desk-party-function-agent = الوكيل
desk-party-function-vessel = السفينة
desk-party-function-port-authority = سلطة الميناء
desk-party-function-pilot = المرشد البحري
desk-party-function-terminal = المحطة
desk-party-function-towing = خدمة القَطر
desk-party-function-bunker = خدمة تزويد الوقود
desk-party-function-lashing = خدمة التثبيت
desk-party-function-not-given = غير مذكورة
desk-party-function-code = وظيفة الطرف

## سند الشحن الإلكتروني في النافذة.

desk-ebl-your-company = شركتك
desk-ebl-unknown-company = شركة غير معروفة

## مسودة مظروف: ما قد يُفشل رفعها، حسب الحقل.

desk-draft-choose-recipient = اختر المستلم.
desk-draft-not-a-uuid = «{ $value }» ليس { $what ->
        [recipient] معرّف صندوق وارد
        [company] معرّف شركة
       *[inbox] معرّف صندوق وارد
    } (بصيغة المعرّف الفريد العالمي).
desk-draft-enter-acid = أدخل رقم ACID.
desk-draft-acid-digits = يتكوّن رقم ACID من ١٩ رقمًا؛ وهذا يتكوّن من { $allDigits ->
        [yes] { $count }
       *[no] { $count } من المحارف، ليست كلها أرقامًا
    }.
desk-draft-add-document = أضف مستندًا واحدًا على الأقل.
desk-draft-too-many-documents = يتسع المظروف لـ { $max } مستند على الأكثر؛ وهذا المظروف يضم { $count }.
desk-draft-file-name-needed = يحتاج المستند إلى اسم ملف.
desk-draft-file-name-long = لا يتجاوز اسم الملف { $max } محرفًا.
desk-draft-file-name-slash = لا يمكن أن يحتوي اسم الملف على / أو \.
desk-draft-file-name-twice = يحمل مستند آخر الاسم «{ $name }» أيضًا؛ غيّر اسم أحدهما.
desk-draft-choose-type = اختر نوع المستند.
desk-draft-type-code = النوع رمز قصير من ٢ إلى ١٠ أحرف لاتينية كبيرة أو أرقام، مثل ⁨INV⁩.
desk-draft-document-id-needed = تحتاج المظاريف القياسية إلى معرّف للمستند.
desk-draft-metadata-key-needed = تحتاج قيمة البيانات الوصفية إلى مفتاح.
desk-draft-metadata-key-twice = يتكرر المفتاح «{ $key }» مرتين.
desk-draft-file-gone = الملف لم يعد موجودًا: نُقل أو حُذف بعد إضافته.
desk-draft-file-unreadable = تتعذّر قراءة الملف: { $reason }.
desk-draft-file-folder = هذا مجلد؛ أضف الملفات التي بداخله بدلًا منه.
desk-draft-file-not-regular = هذا ليس ملفًا عاديًا.
desk-draft-file-empty = الملف فارغ.
desk-draft-file-too-big = حجم الملف { $size }؛ والحد الأقصى { $limit } ميبيبايت (الإعدادات).
desk-draft-file-not-granted = تغيّر هذا الملف منذ إضافته، أو لم يُضف في هذه النافذة: أضفه مجددًا (إضافة ملفات… أو بالسحب والإفلات) لتأكيده.

## Where the key stands with the company (Keys screen).
desk-key-standing-your-key = مفتاحك
desk-key-standing-no-key = لا يوجد مفتاح بعد: أنشئ مفتاحًا أو استورده.
desk-key-standing-not-registered = غير مسجَّل: لا تعرف الخدمة { $key } بعد. سجِّله، ثم يوافق عليه مسؤول شركتك.
desk-key-standing-pending = في انتظار الموافقة: لم يوافق مسؤول شركتك على { $key } بعد. لا يمكنه التوقيع حتى ذلك الحين.
desk-key-standing-approved = تمت الموافقة: يمكن لـ { $key } التوقيع باسم شركتك.
desk-key-standing-revoked = أُلغي: سحب مسؤول شركتك { $key }. لم يعد بإمكانه التوقيع؛ استخدم مفتاحًا آخر.
desk-key-standing-not-offered = لا تذكر هذه الخدمة المفاتيح التي توافق عليها: فهي تقرر ذلك عند التوقيع.
desk-key-standing-unknown = سجِّل الدخول لمعرفة ما إذا كانت الخدمة قد وافقت على هذا المفتاح.

## Settings › Profiles: the registries a key has pinned.
desk-registry-ebl = سجل سندات الشحن الإلكترونية
desk-registry-envelope = سجل المظاريف

## Settings › About: the PDF viewer's sandbox (the worker reports the facts).
desk-pdf-jail-seccomp = مرشّح استدعاءات النظام (seccomp)
desk-pdf-jail-seccomp-on = الاستدعاءات التي يحتاجها العارض فقط: لا شبكة، ولا برامج، ولا كتابة ملفات
desk-pdf-jail-seccomp-off = غير متوفر: لا شيء يمنع العارض من فتح اتصالات شبكة أو تشغيل برامج
desk-pdf-jail-files = عزل الملفات (Landlock)
desk-pdf-jail-files-abi = عزل الملفات (Landlock ABI { $abi })
desk-pdf-jail-files-full = لا يقرأ إلا خطوط النظام
desk-pdf-jail-files-partial = لا يقرأ إلا خطوط النظام (إصدار Landlock الأقدم في هذه النواة يترك بعض عمليات الملفات دون تغطية)
desk-pdf-jail-files-off = غير متوفر: نواة هذا النظام لا توفر Landlock، لذا قد يقرأ العارض ملفاتك
desk-pdf-jail-network = قواعد الشبكة (Landlock ABI 4)
desk-pdf-jail-network-on = لا اتصالات TCP، حتى دون مرشّح استدعاءات النظام
desk-pdf-jail-scope = قواعد النطاق (Landlock ABI 6)
desk-pdf-jail-scope-on = لا مقابس مجردة، ولا إشارات إلى برامج أخرى
desk-pdf-jail-kernel-missing = غير متوفر في هذه النواة
desk-pdf-jail-environment = دون بيئة
desk-pdf-jail-environment-on = بدأ دون بيئة التطبيق: لا عنوان لحافظة المفاتيح، ولا مجلد المنزل، ولا رموز دخول
desk-pdf-jail-environment-off = غير متوفر: بدأ العارض ببيئة التطبيق
desk-pdf-jail-summary-none = يعمل عارض PDF دون عزله في هذا النظام: ملف PDF مفخخ يستولي على العارض قد يقرأ ملفاتك ويصل إلى الشبكة، بما في ذلك حافظة المفاتيح التي تحفظ مفتاح التوقيع الخاص بك. لا تفتح ملفات PDF إلا من مرسلين تثق بهم.
desk-pdf-jail-summary-full = يعمل عارض PDF في بيئة معزولة: لا يمكنه قراءة ملفاتك ولا فتح أي اتصال شبكة ولا تشغيل برامج.
desk-pdf-jail-summary-environment = عارض PDF معزول جزئيًا فقط: لا يمكنه قراءة ملفاتك ولا فتح أي اتصال شبكة ولا تشغيل برامج، لكنه بدأ ببيئة التطبيق (عناوين وإعدادات قد يعرفها من يستولي عليه).
desk-pdf-jail-summary-no-landlock = عارض PDF معزول جزئيًا فقط: لا يمكنه فتح أي اتصال شبكة ولا تشغيل برامج، لكن هذا النظام لا يستطيع إبعاده عن ملفاتك (النواة لا توفر Landlock).
desk-pdf-jail-summary-no-seccomp = عارض PDF معزول جزئيًا فقط: لا يمكنه قراءة ملفاتك، لكن هذا النظام لا يستطيع منعه من التواصل مع برامج أخرى (seccomp غير متوفر).
desk-pdf-jail-missing = { $summary } غير متوفر هنا: { $missing }.

## Rules screen: what is wrong with a rule before the service is asked.
desk-rules-check-name = أدخل اسمًا للقاعدة.
desk-rules-check-no-action = أضف إجراءً واحدًا على الأقل.
desk-rules-check-ebl-webhook-only = لا يمكن لقواعد سندات الشحن الإلكترونية إلا إرسال خطاف ويب.
desk-rules-check-no-email = أضف عنوان بريد إلكتروني واحدًا على الأقل.
desk-rules-check-not-email = { $address } ليس عنوان بريد إلكتروني.
desk-rules-check-no-webhook = أضف عنوان URL واحدًا على الأقل لخطاف الويب.
desk-rules-check-not-url = { $url } ليس عنوان URL لموقع ويب.
desk-rules-check-header-name = كل ترويسة تحتاج إلى اسم.
desk-rules-check-headers-webhook-only = خطافات الويب وحدها ترسل الترويسات.

## Keys screen: why a key on a security module (PKCS#11) cannot sign.
desk-module-key-no-public-key = مفتاحه العام غير موجود على الرمز المميّز، لذا لا يمكن عرض عنوانه.
desk-module-key-not-ec = إنه مفتاح من نوع { $kind }؛ وتواقيع الخدمة تحتاج إلى مفتاح منحنى إهليلجي على المنحنى secp256k1.
desk-module-key-other-curve = إنه على المنحنى { $curve }؛ وتواقيع الخدمة تحتاج إلى المنحنى secp256k1.
desk-module-key-point-unreadable = تتعذّر قراءة مفتاحه العام من الرمز المميّز.

## The browser page that ends a company registration.
desk-registration-page-stranger = هذا الرد لا يخص التسجيل الجاري.
desk-registration-page-done = اكتمل التسجيل — يمكنك إغلاق علامة التبويب هذه.
