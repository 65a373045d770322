# الإعدادات: ملف التعريف المستخدم، وملفات التعريف، وعقود السجل، والشخص الثاني، والمظاريف، والمراقبة،
# واللغة، وتسجيل شركة، وحول التطبيق.

settings-title = الإعدادات
settings-subtitle = ملف التعريف الذي تعمل به هذه النافذة، والتطبيق نفسه.
settings-loading = جارٍ التحميل…
settings-load-failed = تعذّر تحميل الإعدادات

## ملف التعريف المستخدم
settings-active-profile = ملف التعريف المستخدم
settings-profile-name = الاسم
settings-profile-kind = النوع
settings-app-version = إصدار التطبيق
settings-kind-sandbox = بيئة الاختبار المدمجة
settings-kind-service-long = خدمة تبادل المستندات التجارية
settings-kind-service = خدمة

## حول التطبيق
settings-about = حول التطبيق
settings-about-log-folder = مجلد السجل
settings-about-log-none = لا يوجد (يُكتب السجل في الطرفية)
settings-about-log-detail = ملف واحد لكل يوم، ويُحتفظ بآخر ٧ ملفات. اضبط { $setting } قبل تشغيل التطبيق للحصول على تفاصيل أكثر. لا يُكتب هناك أبدًا أي رمز دخول أو مفتاح أو كلمة مرور أو محتوى توقيع.
settings-about-open-log = فتح مجلد السجل
settings-about-open-log-failed = تعذّر فتح مجلد السجل
settings-about-pdf = عارض PDF
settings-about-pdf-asking = جارٍ سؤال عارض PDF عن بيئته المعزولة…
settings-about-pdf-sandbox = البيئة المعزولة لعارض PDF
settings-about-pdf-protections = وسائل حماية عارض PDF
# بعد اسم وسيلة الحماية (بخط عريض).
settings-about-pdf-in-force = : مفعّلة — { $words }
settings-about-pdf-missing = : غير موجودة — { $words }
settings-about-pdf-failed = تعذّر سؤال عارض PDF

## الشخص الثاني (الرقابة المزدوجة)
settings-approval = الشخص الثاني
settings-approval-load-failed = تعذّر تحميل السياسة
settings-approval-policy = سياسة الشخص الثاني
settings-approval-about = لملف التعريف هذا فقط. من يُعِدّ إجراءً ينشئ طلب توقيع، ويوافق عليه شخص آخر يملك المفتاح من eBL Desk الخاص به؛ ويُذكر كلاهما في سجل العمليات.
settings-approval-required = عمليات التظهير والتسليم تحتاج إلى شخص ثانٍ
settings-approval-copies = تضمين النسخ
settings-approval-folder = مجلد الطلبات (اختياري)
settings-approval-folder-none = لا يوجد: تُحفظ الطلبات أو تُنسخ يدويًا.
settings-approval-folder-dialog = المجلد الذي تُعرض فيه الطلبات
settings-approval-choose-folder = اختيار مجلد…
settings-approval-no-folder = بلا مجلد
settings-approval-done-folder = تُعرض الطلبات الآن في { $folder }.
settings-approval-done-required = عمليات التظهير والتسليم في ملف التعريف هذا تحتاج الآن إلى شخص ثانٍ.
settings-approval-done-not-required = عمليات التظهير والتسليم في ملف التعريف هذا لم تعد تحتاج إلى شخص ثانٍ.
settings-approval-done-copies = النسخ أيضًا تحتاج الآن إلى شخص ثانٍ.
settings-approval-done-no-copies = النسخ لم تعد تحتاج إلى شخص ثانٍ.
settings-approval-done-no-folder = لم تعد الطلبات تُعرض في مجلد.
settings-approval-save-failed = لم تُحفظ السياسة

## المظاريف
settings-envelopes = المظاريف
settings-envelopes-load-failed = تعذّر تحميل إعدادات المظاريف
settings-envelopes-form = إعدادات المظاريف
settings-envelopes-max = أكبر حجم للملف (ميبيبايت)
settings-envelopes-max-hint = تُرفض الملفات الأكبر قبل بدء الرفع.
settings-envelopes-max-problem = أدخل عددًا صحيحًا من الميبيبايت، لا يقل عن ١.
settings-envelopes-save = حفظ إعدادات المظاريف
settings-envelopes-saved = تم الحفظ: يمكن رفع الملفات حتى { NUMBER($mib, useGrouping: 0) } ميبيبايت.
settings-envelopes-save-failed = لم تُحفظ إعدادات المظاريف

## فحوص نموذج ملف تعريف الخدمة
settings-profile-problem-name = أدخل اسمًا لملف التعريف.
settings-profile-problem-url-empty = أدخل العنوان الأساسي للخدمة.
settings-profile-problem-url-rule = يجب أن يبدأ العنوان الأساسي بـ{ $https } (ولا يُسمح بـ{ $http } العادي إلا لـ{ $ip } أو { $localhost }).
settings-profile-problem-url-invalid = هذا ليس عنوانًا صالحًا (مثل { $example }).
settings-profile-problem-url-host = يحتاج العنوان الأساسي إلى اسم مضيف.
settings-profile-problem-url-query = لا يمكن أن يحتوي العنوان الأساسي على استعلام (?…) أو جزء (#…).
settings-profile-problem-client-id = أدخل معرّف العميل الذي أعطتك إياه الخدمة.
settings-profile-problem-company-empty = أدخل معرّف شركتك.
settings-profile-problem-company-uuid = يجب أن يكون معرّف الشركة بصيغة UUID، مثل { $example }.
settings-profile-problem-inbox-empty = أدخل معرّف صندوق وارد واحدًا على الأقل.
settings-profile-problem-inbox-uuid = «{ $inbox }» ليس بصيغة UUID؛ ويجب أن يكون كل معرّف صندوق وارد كذلك.
settings-profile-problem-scopes = اختر نطاقًا واحدًا على الأقل.
settings-profile-problem-send-path = يجب أن يكون مسار إرسال المظاريف مسارًا بسيطًا تحت عنوان الخدمة، مثل { $example }: { $reason }.
settings-profile-problem-me-path = يجب أن يكون مسار «من أنا» مسارًا بسيطًا تحت عنوان الخدمة، مثل { $example }: { $reason }.
settings-path-empty = فهو فارغ
settings-path-too-long = فهو طويل جدًا
settings-path-not-absolute = فيجب أن يبدأ بـ / وألا يذكر بروتوكولًا أو مضيفًا
settings-path-double-slash = ففيه شرطتان مائلتان متتاليتان، وهما تشيران إلى مضيف آخر
settings-path-dot = ففيه جزء . أو ..
settings-path-backslash = ففيه شرطة مائلة عكسية، يقرؤها العنوان شرطةً مائلة
settings-path-colon = ففيه نقطتان رأسيتان، قد تشيران إلى بروتوكول أو مضيف آخر
settings-path-encoded = ففيه شرطة مائلة أو شرطة عكسية أو نقطة أو علامة نسبة مئوية مرمّزة (مثل %2F)
settings-path-character = ففيه الحرف { $character }

## نموذج ملف تعريف الخدمة
settings-cancel = إلغاء
settings-profile-add-title = إضافة ملف تعريف لخدمة
settings-profile-edit-title = تعديل «{ $name }»
settings-profile-base-url = العنوان الأساسي
settings-profile-client-id = معرّف العميل
settings-profile-client-secret = سرّ العميل
settings-profile-moves-credentials = هذا يوجّه ملف التعريف إلى خدمة أخرى: جلسته وسرّ العميل المحفوظ صادران عن الخدمة القديمة وسيُنسيان، فلا يُرسلان أبدًا إلى العنوان الجديد. سجّل الدخول مرة أخرى بعد الحفظ، وأدخل سرّ العميل من جديد.
settings-profile-remove-secret = إزالة السرّ المحفوظ
settings-profile-secret-new = يُحفظ في سلسلة مفاتيح النظام، ولا يُعرض مرة أخرى.
settings-profile-secret-none = لا يوجد سرّ محفوظ لملف التعريف هذا.
settings-profile-secret-removed = سيُزال السرّ المحفوظ.
settings-profile-secret-stored = يوجد سرّ محفوظ — اترك الحقل فارغًا للإبقاء عليه
settings-profile-company-id = معرّف الشركة
settings-profile-inbox-ids = معرّفات صناديق الوارد
settings-profile-inbox-ids-hint = واحد في كل سطر، أو مفصولة بفواصل.
settings-profile-scopes = النطاقات
settings-profile-send-path = مسار إرسال المظاريف
settings-profile-me-path = مسار «من أنا»
settings-profile-form-problems = بعض الحقول تحتاج إلى مراجعة؛ لم يُحفظ شيء.
settings-profile-save-failed = لم يُحفظ ملف التعريف
settings-profile-save = حفظ التغييرات
settings-profile-add = إضافة ملف التعريف

## ملفات التعريف
settings-profiles = ملفات التعريف
settings-profiles-loading = جارٍ تحميل ملفات التعريف…
settings-profiles-load-failed = تعذّر تحميل ملفات التعريف
settings-profiles-in-use = قيد الاستخدام
settings-profiles-actions = الإجراءات
settings-profiles-active = مستخدم الآن
settings-profiles-use = استخدام ملف التعريف هذا
settings-profiles-use-named = استخدام ملف التعريف هذا: { $name }
settings-profiles-edit = تعديل
settings-profiles-edit-named = تعديل { $name }
settings-profiles-delete = حذف
settings-profiles-delete-named = حذف { $name }
settings-profiles-delete-active = انتقل إلى ملف تعريف آخر قبل حذف هذا الملف.
settings-profiles-switch-failed = لم يتم تبديل ملف التعريف
settings-profiles-done-switched = يُستخدم الآن «{ $name }».
settings-profiles-done-deleted = حُذف ملف التعريف «{ $name }».
settings-profiles-done-saved = حُفظ ملف التعريف «{ $name }».
settings-profiles-done-added = أُضيف ملف التعريف «{ $name }».
settings-profiles-confirm-named = تأكيد حذف { $name }
settings-profiles-confirm = هل تريد حذف ملف التعريف «{ $name }»؟
settings-profiles-facts-loading = جارٍ فحص ما يحتويه ملف التعريف…
settings-profiles-facts-failed = تعذّرت قراءة ما يحتويه ملف التعريف
settings-profiles-confirm-yes = نعم، احذف ملف التعريف
settings-profiles-confirm-no = الإبقاء عليه
settings-profiles-delete-failed = لم يُحذف ملف التعريف
settings-profiles-facts-key = يُزال مفتاح التوقيع الخاص به { $address } من سلسلة مفاتيح هذا الحاسوب؛ ولا يمكن استعادته دون نسخة احتياطية (المفاتيح › تصدير نسخة احتياطية لملف المفاتيح، أثناء استخدام ملف التعريف).
settings-profiles-facts-no-key = ليس له مفتاح توقيع على هذا الحاسوب.
settings-profiles-facts-removed = يُزال سرّه المحفوظ وتسجيل دخوله وسندات الشحن الإلكترونية المخزّنة مؤقتًا، ومعها { $drafts ->
        [one] مسودة مظروف واحدة
        [two] مسودتا مظروفين
        [few] { $drafts } مسودات مظاريف
        [many] { $drafts } مسودة مظروف
       *[other] { $drafts } مسودة مظروف
    } و{ $contacts ->
        [one] جهة اتصال واحدة
        [two] جهتا اتصال
        [few] { $contacts } جهات اتصال
        [many] { $contacts } جهة اتصال
       *[other] { $contacts } جهة اتصال
    }.
settings-profiles-facts-journal = { $count ->
        [one] يبقى قيد واحد في سجل العمليات مقروءًا في «السجل»، باسم «{ $name } (محذوف)».
        [two] يبقى قيدان في سجل العمليات مقروءين في «السجل»، باسم «{ $name } (محذوف)».
        [few] تبقى { $count } قيود في سجل العمليات مقروءة في «السجل»، باسم «{ $name } (محذوف)».
        [many] يبقى { $count } قيدًا في سجل العمليات مقروءًا في «السجل»، باسم «{ $name } (محذوف)».
       *[other] يبقى { $count } قيد في سجل العمليات مقروءًا في «السجل»، باسم «{ $name } (محذوف)».
    }
settings-profiles-facts-no-journal = ليس له قيود في سجل العمليات.

## عقود السجل ($label: اسم العقد كما يذكره التطبيق)
settings-registries = عقود السجل
settings-registries-about = لا يوقّع مفتاحك إلا الاستدعاءات الموجّهة إلى هذه العقود. يُثبَّت كل عقد عند أول توقيع في ملف التعريف هذا؛ ويُرفض أي عقد مختلف حتى تقبله.
settings-registries-load-failed = تعذّر تحميل عقود السجل
settings-registries-accept-failed = لم يُقبل العنوان الجديد
settings-registries-confirm-title = هل تقبل عنوان سجل جديدًا؟
settings-registries-confirm = تذكر الخدمة الآن عنوانًا مختلفًا لـ{ $label }. لا تقبله إلا إذا أعلن مشغّل خدمتك هذا التغيير: فمن ذلك الحين يوقّع مفتاحك الاستدعاءات الموجّهة إلى العقد الجديد.
settings-registries-pinned-now = المثبّت الآن
settings-registries-new-address = العنوان الجديد
settings-registries-done = تغيّر { $label } إلى { $address }.
settings-registries-accept = قبول العنوان الجديد
settings-registries-keep = الإبقاء على العنوان المثبّت
settings-registries-not-pinned = لم يُثبَّت بعد (يُثبَّت عند أول توقيع)
settings-registries-offered = تذكر الخدمة الآن { $address }: يُرفض التوقيع حتى تقبله.
settings-registries-accept-named = قبول عنوان السجل الجديد لـ{ $label }
settings-registries-accept-registry = قبول عنوان السجل الجديد

## تسجيل شركة جديدة (بصفتك جهة تكامل)
settings-registration = تسجيل شركة جديدة
settings-registration-about = بصفتك جهة تكامل، افتح صفحة التسجيل في الخدمة في متصفحك؛ يُكمل مستخدم الشركة الجديدة التسجيل هناك ثم يعود المتصفح إلى هذا التطبيق.
settings-registration-company-name = اسم الشركة
settings-registration-country = الدولة (حرفان)
settings-registration-first-name = الاسم الأول
settings-registration-last-name = اسم العائلة
settings-registration-email = البريد الإلكتروني
settings-registration-client-id = معرّف عميل جهة التكامل
settings-registration-secret = سرّ عميل جهة التكامل
settings-registration-start = التسجيل في المتصفح
settings-registration-waiting = في انتظار إكمال التسجيل في المتصفح…
settings-registration-failed = لم تُسجَّل الشركة
settings-registration-problem-name = أدخل اسم الشركة.
settings-registration-problem-country = أدخل الدولة بحرفين (مثل EG).
settings-registration-problem-email = أدخل عنوان بريد إلكتروني صالحًا.
settings-registration-problem-client-id = أدخل معرّف عميل جهة التكامل.
settings-registration-problem-secret = أدخل سرّ عميل جهة التكامل.
settings-registration-result = نتيجة التسجيل
settings-registration-complete = اكتمل تسجيل { $company }.
settings-registration-in-sandbox = في بيئة الاختبار
settings-registration-sandbox-company = { $company } ({ $country })، صندوق الوارد { $inboxes }

## المراقبة
settings-watching = المراقبة
settings-watching-about = يفحص eBL Desk كل ملف تعريف له جلسة محفوظة، وينبّهك عندما يحتاج أحد سندات الشحن الإلكترونية فيه إلى انتباهك.
settings-watching-load-failed = تعذّر تحميل قواعد المراقبة
settings-watch-rules = قواعد المراقبة
settings-watch-tell-me = نبّهني في هذه الحالات، لملف التعريف هذا
settings-watch-answered = الرد على طلب تسليم (بالقبول أو الرفض)
settings-watch-pending = انتظار طلب تسليم أكثر من
settings-watch-unknown = بقاء نتيجة إجراء مجهولة بعد
settings-watch-newly-held = وصول سند شحن إلكتروني جديد إلى حيازة شركتك
settings-watch-untouched = بقاء سند شحن إلكتروني تحوزه شركتك دون أي إجراء لمدة
settings-watch-deadlines = عدم تسليم سند شحن إلكتروني قبل موعده النهائي
settings-watch-lead = المهلة التي يقترحها موعد نهائي جديد
settings-watch-unit-hours = ساعات
settings-watch-unit-minutes = دقائق
settings-watch-unit-days = أيام
settings-watch-number-hours = { $label } (بالساعات)
settings-watch-number-minutes = { $label } (بالدقائق)
settings-watch-number-days = { $label } (بالأيام)
settings-watch-problem-hours = أدخل عددًا صحيحًا من الساعات، من ١ إلى { NUMBER($max, useGrouping: 0) }.
settings-watch-problem-minutes = أدخل عددًا صحيحًا من الدقائق، من ١ إلى { NUMBER($max, useGrouping: 0) }.
settings-watch-problem-days = أدخل عددًا صحيحًا من الأيام، من ١ إلى { NUMBER($max, useGrouping: 0) }.
settings-watch-save = حفظ قواعد المراقبة
settings-watch-saved = تم الحفظ: تُطبَّق القواعد بدءًا من الفحص التالي.
settings-watch-save-failed = لم تُحفظ قواعد المراقبة
settings-prefs-load-failed = تعذّر تحميل تفضيلات التطبيق
settings-close = عند إغلاق النافذة
settings-close-ask = السؤال
settings-close-tray = مواصلة العمل في علبة النظام
settings-close-quit = الخروج
settings-start-at-login = تشغيل eBL Desk عند تسجيل الدخول
settings-start-at-login-about = عند تشغيله مع تسجيل الدخول، لا يفتح eBL Desk أي نافذة: بل يراقب من علبة النظام.
settings-prefs-saved = تم الحفظ.
settings-prefs-save-failed = لم يُحفظ التفضيل

## اللغة
settings-language = اللغة
settings-language-label = اللغة
settings-language-follow-system = اتباع لغة النظام ({ $name })
settings-language-load-failed = تعذّرت قراءة اللغة
settings-language-save-failed = لم تتغيّر اللغة

## أخطاء النافذة نفسها
settings-profiles-not-a-list = أجاب التطبيق عن قائمة ملفات التعريف بشيء ليس قائمة.
settings-registries-not-a-list = أجاب التطبيق عن قائمة السجلات بشيء ليس قائمة.
settings-language-not-a-setting = أجاب التطبيق عن سؤال اللغة بشيء ليس إعداد لغة.
