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
desk-approval-diff-title = معرّف سند الملكية الآن { $nowKind ->
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
desk-approval-diff-sign-title = سيوقّع المفتاح لمعرّف سند الملكية { $signs }؛ وقُدِّم الطلب لـ { $askedKind ->
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
