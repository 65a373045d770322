# جمل الأخطاء كما تعرضها النافذة و tdx (Error::user_message في crates/desk/src/error.rs).
# رسالة لكل رمز خطأ؛ ما يوضع بين { } بيانات (مسار، سبب الخدمة، اسم طرف) تبقى كما هي.

## كلمات الربط

err-full-stop = .
err-sentence-gap = { " " }

## action.*

err-action-already-submitted = سبق إرسال هذا الإجراء؛ ولم يُرسَل مرة ثانية.
err-action-recipient-not-confirmed = لم يُوقَّع أي شيء ولم يُرسَل: اكتب { $wanted } كما تعرضه المراجعة لتأكيد المستلم (أول تظهير إلى صندوق الوارد هذا، أو أول إجراء تجاه صندوق وارد لم تتعامل معه من قبل، أو صندوق وارد قريب من صندوق وارد تعرفه).
err-action-recipient-not-confirmed-unnamed = لم يُوقَّع أي شيء ولم يُرسَل: اكتب اسم المستلم كما تعرضه المراجعة لتأكيده (أول تظهير إلى صندوق الوارد هذا، أو أول إجراء تجاه صندوق وارد لم تتعامل معه من قبل، أو صندوق وارد قريب من صندوق وارد تعرفه).
err-action-review-expired = مضى على هذه المراجعة أكثر من { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }، لذلك لم يُوقَّع أي شيء. ابدأ الإجراء من جديد لترى ما تطلب منك الخدمة توقيعه الآن.
err-action-review-expired-unnamed = مضت على هذه المراجعة بضع دقائق، لذلك لم يُوقَّع أي شيء. ابدأ الإجراء من جديد لترى ما تطلب منك الخدمة توقيعه الآن.
err-action-unknown-review = لم تعد هذه المراجعة صالحة. ابدأ الإجراء من جديد.

## app.*

err-app-internal = حدث خطأ داخل eBL Desk.
err-app-no-log-folder = ليس لهذا التطبيق مجلد سجلات.
err-app-open-failed = تعذّر على النظام فتحه.
err-app-open-failed-detail = تعذّر على النظام فتحه: { $detail }
err-app-state = حدث خطأ داخل eBL Desk. أعد تشغيل التطبيق وحاول مرة أخرى.

## approval.*

err-approval-already-approved = سبقت الموافقة على طلب التوقيع هذا؛ ولم يُوقَّع أي شيء مرة ثانية.
err-approval-changed-lead = لم يُوقَّع أي شيء: لم يعد الطلب كما طلبه مُعِدّه.
err-approval-changed = لم يُوقَّع أي شيء: لم يعد الطلب كما طلبه مُعِدّه. افتحه مرة أخرى لترى ما الذي اختلف.
err-approval-expired-at = انتهت صلاحية طلب التوقيع هذا في { $at }، لذلك لم يُوقَّع أي شيء. اطلب طلب توقيع جديدًا.
err-approval-expired = انتهت صلاحية طلب التوقيع هذا، لذلك لم يُوقَّع أي شيء.
err-approval-maker-signature = توقيع مُعِدّ الطلب لا يطابق هذا الطلب: إما أنه عُدِّل بعد إعداده، وإما أنه لم يُعَدّ بالمفتاح الذي يذكره. لم يُوقَّع أي شيء.
err-approval-not-a-request-too-large = هذا ليس طلب توقيع يستطيع eBL Desk فتحه: حجمه كبير جدًا.
err-approval-not-a-request-version = هذا ليس طلب توقيع يستطيع eBL Desk فتحه: إصداره { $version }، وهذا التطبيق لا يقرأ هذا الإصدار.
err-approval-not-a-request-invalid = هذا ليس طلب توقيع يستطيع eBL Desk فتحه: { $why }.
err-approval-not-a-request = هذا ليس طلب توقيع يستطيع eBL Desk فتحه: ليس بصيغة طلب التوقيع.
err-approval-other-service-named = أُعِدّ طلب التوقيع هذا لخدمة أخرى ({ $service })؛ افتحه في ملف تعريف لتلك الخدمة. لم يُوقَّع أي شيء.
err-approval-other-service = أُعِدّ طلب التوقيع هذا لخدمة أخرى. لم يُوقَّع أي شيء.
err-approval-required = يتطلب ملف التعريف هذا شخصًا ثانيًا لهذا الإجراء: اطلب الموافقة بدلًا من ذلك. لم يُوقَّع أي شيء.
err-approval-same-profile = لا يمكن أن يوافق على طلب التوقيع ملفُ التعريف أو الشخصُ الذي أعدّه: يجب أن يوافق عليه شخص آخر. لم يُوقَّع أي شيء.

## auth.*

err-auth-bad-callback = عاد المتصفح دون إجابة يمكن استخدامها. لم يتم تسجيل الدخول؛ حاول مرة أخرى.
err-auth-browser = تعذّر فتح المتصفح. افتح صفحة تسجيل الدخول مرة أخرى، أو تحقّق من متصفحك الافتراضي.
err-auth-denied = رُفض الوصول في المتصفح، لذلك لم يتم تسجيل الدخول.
err-auth-expired = انتهت صلاحية جلستك. سجّل الدخول مرة أخرى.
err-auth-forbidden = تسجيل دخولك لا يسمح بهذا. تسجيل الدخول للقراءة فقط لا يستطيع توقيع أي شيء ولا إرساله.
err-auth-invalid-client = لا تقبل الخدمة معرّف العميل الخاص بهذا التطبيق أو سرّه. تحقّق من ملف التعريف في الإعدادات.
err-auth-listener = تعذّر بدء تسجيل الدخول: لا يستطيع eBL Desk انتظار إجابة المتصفح.
err-auth-listener-detail = تعذّر بدء تسجيل الدخول: لا يستطيع eBL Desk انتظار إجابة المتصفح: { $detail }
err-auth-login-timeout = استغرق تسجيل الدخول وقتًا طويلًا فأُوقِف. حاول مرة أخرى.
err-auth-oauth-reason = رفضت خدمة تسجيل الدخول ({ $reason })، لذلك لم يتم تسجيل الدخول.
err-auth-oauth = رفضت خدمة تسجيل الدخول، لذلك لم يتم تسجيل الدخول.
err-auth-state-mismatch = أجاب المتصفح عن محاولة تسجيل دخول غير هذه. لم يتم تسجيل الدخول؛ حاول مرة أخرى.
err-auth-store = تعذّر على حلقة مفاتيح النظام الاحتفاظ بجلستك. افتح قفلها وسجّل الدخول مرة أخرى.

## cancelled, client.*, decode

err-cancelled = أُلغيت العملية.
err-client-origin-mismatch-to = لم يرسل eBL Desk طلبًا إلى { $to }: فهو ليس موضعًا ضمن عنوان خدمة ملف التعريف هذا، لذلك لم يُرسَل أي شيء ولم يغادر التطبيقَ أيُّ رمز لتسجيل الدخول. تحقّق من مساري «من أنا» وإرسال المظاريف في ملف التعريف.
err-client-origin-mismatch = لم يرسل eBL Desk طلبًا كان سيغادر عنوان خدمة ملف التعريف هذا، لذلك لم يُرسَل أي شيء ولم يغادر التطبيقَ أيُّ رمز لتسجيل الدخول. تحقّق من مساري «من أنا» وإرسال المظاريف في ملف التعريف.
err-decode = أرسلت الخدمة إجابة لا يفهمها هذا الإصدار.

## credit.*

err-credit-unreadable = لم يُستورَد الاعتماد: تتعذّر قراءة الرسالة.
err-credit-malformed = لم يُستورَد الاعتماد (ليست رسالة SWIFT): السطر { $line }: { $reason }.
err-credit-bad-field = لم يُستورَد الاعتماد (حقل ليس بصيغته الصحيحة): السطر { $line }: الحقل { $tag }: { $reason }.
err-credit-missing-field = لم يُستورَد الاعتماد (ينقصه حقل يحتاج إليه الفحص): السطر { $line }: الحقل { $tag } ({ $what }) غير موجود.
err-credit-wrong-type = لم يُستورَد الاعتماد (إنها رسالة من نوع آخر): السطر { $line }: { $reason }.
err-credit-amendment = لم يُستورَد الاعتماد (التعديل لا ينطبق على هذا الاعتماد): السطر { $line }: { $reason }.
err-credit-none-to-amend = هذا تعديل (MT707)، وهذه المسودة لا تحوي اعتمادًا لتعديله: استورد الاعتماد (MT700) أولًا، ثم تعديلاته بالترتيب.
err-credit-field-number = رقم الاعتماد المستندي
err-credit-field-expiry = تاريخ انتهاء الصلاحية ومكانه
err-credit-field-amount = رمز العملة والمبلغ
err-credit-field-applicant = طالب فتح الاعتماد
err-credit-field-beneficiary = المستفيد

## ebl.*

err-ebl-party-changed-named = لم يُوقَّع أي شيء: تذكر الخدمة الآن { $after } بصفته { $part } في { $reference }؛ وحين رأى eBL Desk سند الشحن الإلكتروني هذا أول مرة كانت تذكر { $before }. إن كنت تعلم أن التغيير حقيقي فاقبله في صفحة سند الشحن الإلكتروني، ثم حاول مرة أخرى.
err-ebl-party-changed = لم يُوقَّع أي شيء: تذكر الخدمة الآن لسند الشحن الإلكتروني هذا طرفًا غير الذي ذكرته حين رآه eBL Desk أول مرة.
err-part-surrenderee = الجهة المُسلَّم إليها
err-part-title-id = معرّف الملكية
err-ebl-change-not-as-shown-named = لم يُقبَل أي شيء: تذكر الخدمة الآن لـ { $reference } أطرافًا غير التي أظهرها الرفض الذي رأيته. راجع الإجراء مرة أخرى، ولا تقبل إلا ما يُظهره رفضه.
err-ebl-change-not-as-shown = لم يُقبَل أي شيء: تذكر الخدمة الآن أطرافًا غير التي أظهرها الرفض الذي رأيته.
err-ebl-title-reused-named = لم يُوقَّع أي شيء: تعطي الخدمة { $reference } معرّف الملكية الخاص بسند شحن إلكتروني آخر، { $other }. الملكية الواحدة تخص سندًا واحدًا؛ لا توقّع لأيٍّ منهما حتى تفسّر الخدمة ذلك.
err-ebl-title-reused = لم يُوقَّع أي شيء: تعطي الخدمة سند الشحن الإلكتروني هذا معرّف الملكية الخاص بسند شحن إلكتروني آخر.

## envelope.*

err-envelope-check-needed = لم يُوقَّع أي شيء: هذا المظروف مرتبط بسند شحن إلكتروني ولم تُفحَص مستنداته مقابله. أرسله من شاشة المظاريف، أو أزل الارتباط.
err-envelope-demo-sandbox-only = الفاتورة وقائمة التعبئة التجريبيتان موجودتان في ملف تعريف بيئة الاختبار المدمجة فقط؛ أما مع خدمة حقيقية فأضف مستنداتك أنت.
err-envelope-differences-changed = لم يُوقَّع أي شيء: تغيّرت نتيجة فحص المستندات مقابل سند الشحن الإلكتروني منذ أن أقررت بها ({ $count ->
        [zero] لا اختلافات
        [one] اختلاف واحد
        [two] اختلافان
        [few] { $count } اختلافات
        [many] { $count } اختلافًا
       *[other] { $count } اختلاف
    }). اطّلع عليها مرة أخرى وأقرّ بما تُظهره الآن.
err-envelope-differences-changed-with-credit = لم يُوقَّع أي شيء: تغيّرت نتيجة فحص المستندات مقابل سند الشحن الإلكتروني والاعتماد منذ أن أقررت بها ({ $count ->
        [zero] لا اختلافات
        [one] اختلاف واحد
        [two] اختلافان
        [few] { $count } اختلافات
        [many] { $count } اختلافًا
       *[other] { $count } اختلاف
    }). اطّلع عليها مرة أخرى وأقرّ بما تُظهره الآن.
err-envelope-differences-unacknowledged = لم يُوقَّع أي شيء: وجد الفحص { $count ->
        [zero] لا اختلافات
        [one] اختلافًا واحدًا
        [two] اختلافَين
        [few] { $count } اختلافات
        [many] { $count } اختلافًا
       *[other] { $count } اختلاف
    } بين المستندات وسند الشحن الإلكتروني. اطّلع عليها، وأقرّ بها لإرسال المظروف رغم ذلك.
err-envelope-differences-unacknowledged-with-credit = لم يُوقَّع أي شيء: وجد الفحص { $count ->
        [zero] لا اختلافات
        [one] اختلافًا واحدًا
        [two] اختلافَين
        [few] { $count } اختلافات
        [many] { $count } اختلافًا
       *[other] { $count } اختلاف
    } بين المستندات وسند الشحن الإلكتروني و{ $creditCount ->
        [zero] لا اختلافات
        [one] اختلافًا واحدًا
        [two] اختلافَين
        [few] { $creditCount } اختلافات
        [many] { $creditCount } اختلافًا
       *[other] { $creditCount } اختلاف
    } عن الاعتماد. اطّلع عليها، وأقرّ بها لإرسال المظروف رغم ذلك.
err-envelope-differences = لم يُوقَّع أي شيء: المستندات تختلف عن سند الشحن الإلكتروني. اطّلع على الاختلافات، وأقرّ بها لإرسال المظروف رغم ذلك.
err-envelope-ebl-unknown = لا ترى شركتك هنا سند شحن إلكترونيًا كهذا. حدّث قائمة سندات الشحن الإلكترونية واختر السند مرة أخرى.
err-envelope-no-ebl = اربط المظروف بسند شحن إلكتروني أولًا: فمستنداته تُفحَص مقابل ذلك السند.

## file.*, http.*, input.*, journal.*

err-file-io = تعذّرت قراءة ملف أو الكتابة فيه.
err-file-io-detail = تعذّرت قراءة ملف أو الكتابة فيه: { $detail }
err-http-client = رفضت الخدمة الطلب.
err-http-client-reason = رفضت الخدمة الطلب. { $reason }
err-http-conflict = تغيّر سند الشحن الإلكتروني لدى الخدمة ولم يعد يسمح بهذا. حدّث الصفحة وانظر مرة أخرى.
err-http-not-found = لم تعد الخدمة تعرض سند الشحن الإلكتروني هذا لشركتك.
err-http-rate-limited = تطلب الخدمة الإبطاء. انتظر لحظة وحاول مرة أخرى.
err-http-server = واجهت الخدمة مشكلة. حاول مرة أخرى لاحقًا.
err-http-validation = رفضت الخدمة الطلب لعدم صحته.
err-http-validation-reason = رفضت الخدمة الطلب لعدم صحته. { $reason }
err-input-invalid = هذا الإدخال غير مقبول.
err-journal-unavailable = لم يُوقَّع أي شيء: تعذّر على eBL Desk فتح ملف بياناته، لذلك لا يستطيع تسجيل هذا الإجراء قبل توقيعه. أعد تشغيل eBL Desk؛ وإن استمرت المشكلة فافتح مجلد السجلات من الإعدادات.

## keys.*

err-keys-bad-address-named = { $address } ليس عنوانًا صالحًا: { $why }.
err-keys-bad-address = هذا ليس عنوانًا صالحًا.
err-address-not-40-digits = المتوقع 40 رقمًا ست عشريًا
err-address-not-hex = ليس بالنظام الست عشري
err-address-checksum = المجموع الاختباري وفق EIP-55 غير مطابق
err-address-too-short = قصير جدًا
err-keys-bad-hex = هذا ليس مفتاحًا خاصًا: المتوقع 64 حرفًا ست عشريًا، مع البادئة 0x أو بدونها.
err-keys-bad-password = كلمة المرور هذه لا تفتح ملف مخزن المفاتيح.
err-keys-invalid-key = هذا ليس مفتاحًا خاصًا صالحًا.
err-keys-io = تعذّرت قراءة المفتاح.
err-keys-io-detail = تعذّرت قراءة المفتاح: { $detail }
err-keys-keyring = تعذّر استخدام حلقة مفاتيح النظام. افتح قفلها وحاول مرة أخرى.
err-keys-keyring-unavailable = لا توجد حلقة مفاتيح للنظام لحفظ المفتاح فيها. شغّلها أو افتح قفلها وحاول مرة أخرى.
err-keys-keystore-format = هذا الملف ليس مخزن مفاتيح يستطيع هذا التطبيق قراءته.
err-keys-keystore-unsupported = يستخدم مخزن المفاتيح هذا صيغة لا يدعمها هذا التطبيق.
err-keys-key-curve-unusable-why = لا يستطيع هذا المفتاح التوقيع للخدمة. { $why } اختر مفتاحًا مُدرَجًا على أنه صالح للاستخدام، أو أنشئ مفتاحًا على الرمز المميز.
err-keys-key-curve-unusable = لا يستطيع هذا المفتاح التوقيع للخدمة: فهو ليس على المنحنى secp256k1.
err-keys-module-bad-signature = لم يُوقَّع أي شيء ولم يُرسَل: أعادت وحدة الأمان توقيعًا غير صالح مرتين. حاول مرة أخرى؛ وإن استمرت المشكلة فتحقّق من الوحدة أو من الرمز المميز.
err-keys-module-error-why = أخفقت وحدة الأمان ({ $why }). لم يُوقَّع أي شيء.
err-keys-module-error = أخفقت وحدة الأمان. لم يُوقَّع أي شيء.
err-keys-module-key-absent = لم يعد المفتاح المختار على الرمز المميز. اختر المفتاح مرة أخرى في شاشة المفاتيح.
err-keys-module-unloadable-named = يتعذّر تحميل وحدة الأمان { $module }: { $reason }. تحقّق من مسار مكتبتها (مثلًا { $softhsm } أو { $opensc }).
err-keys-module-unloadable = يتعذّر تحميل وحدة الأمان. تحقّق من مسار مكتبتها.
err-keys-pin-incorrect = الرقم السري غير صحيح لهذا الرمز المميز. لم يُوقَّع أي شيء. اكتبه مرة أخرى (يُقفِل الرمز المميز رقمه السري بعد بضع محاولات خاطئة).
err-keys-pin-locked = قُفِل الرقم السري للرمز المميز بعد محاولات خاطئة كثيرة. لم يُوقَّع أي شيء. افتح قفله بأدوات الرمز المميز نفسه (برقمه السري الخاص بمسؤول الأمان)، ثم حاول مرة أخرى.
err-keys-pin-needed = تحتاج وحدة الأمان إلى رقمها السري لتوقّع. لم يُوقَّع أي شيء ولم يُرسَل بعد: أدخل الرقم السري وحاول مرة أخرى.
err-keys-token-absent-serial = الرمز المميز (الرقم التسلسلي { $serial }) غير موجود في وحدة الأمان. لم يُوقَّع أي شيء ولم يُرسَل. أدخله، أو اختر مفتاحًا آخر في شاشة المفاتيح.
err-keys-token-absent = الرمز المميز غير موجود في وحدة الأمان. لم يُوقَّع أي شيء ولم يُرسَل. أدخله، أو اختر مفتاحًا آخر في شاشة المفاتيح.
err-keys-removal-unconfirmed-named = لم يُحذَف أي شيء: مفتاح التوقيع لملف التعريف هذا هو { $stored }، وليس { $named }. انظر إلى شاشة المفاتيح مرة أخرى وأكّد حذف المفتاح الذي تعرضه.
err-keys-removal-unconfirmed = لم يُحذَف أي شيء: أكّد حذف المفتاح الذي تعرضه شاشة المفاتيح.
err-keys-would-replace-named = لملف التعريف هذا مفتاح توقيع بالفعل، { $address }؛ ولم يتغيّر شيء. لاستبداله، أكّد استبدال { $address } (صدّر نسخة احتياطية منه أولًا: فبعد استبداله لا يمكن استعادته).
err-keys-would-replace = لملف التعريف هذا مفتاح توقيع بالفعل؛ ولم يتغيّر شيء.

## net.*, path.*

err-net-offline = يتعذّر الوصول إلى الخدمة. تحقّق من اتصالك وحاول مرة أخرى.
err-net-redirect-to = أجابت الخدمة بإعادة توجيه إلى { $to }؛ لا يتبع eBL Desk إعادات التوجيه، لذلك لم يُرسَل أي شيء إلى هناك.
err-net-redirect = أجابت الخدمة بإعادة توجيه؛ لا يتبع eBL Desk إعادات التوجيه، لذلك لم يُرسَل أي شيء إلى مكان آخر.
err-net-timeout = لم تُجب الخدمة في الوقت المحدد. حاول مرة أخرى.
err-net-too-large = أرسلت الخدمة أكثر مما يقبله التطبيق (16 MiB للبيانات، و256 MiB لملف PDF)؛ ولم يُحتفَظ بشيء منه.
err-net-transport = أخفق الاتصال بالخدمة. حاول مرة أخرى.
err-path-not-allowed = لا يفتح eBL Desk ولا يحفظ إلا الملفات التي تختارها في نوافذ الملفات الخاصة به أو تسحبها وتُفلتها على نافذته. اختر الملف مرة أخرى.

## pdf.*

err-pdf-encode = تعذّر عرض صفحة ملف PDF هذا. حاول مرة أخرى.
err-pdf-invalid = تعذّرت قراءة ملف PDF هذا، لذلك لا توجد معاينة.
err-pdf-invalid-argument = طُلبت من المعاينة صفحة لا تستطيع رسمها. حاول مرة أخرى.
err-pdf-io = تعذّرت قراءة ملف PDF.
err-pdf-io-detail = تعذّرت قراءة ملف PDF: { $detail }
err-pdf-library-load = تعذّر تحميل أداة عرض PDF، لذلك لا يمكن عرض المعاينة. نزّل ملف PDF لتفتحه في برنامج آخر.
err-pdf-library-missing = أداة عرض PDF غير مثبّتة، لذلك لا يمكن عرض المعاينة. نزّل ملف PDF لتفتحه في برنامج آخر.
err-pdf-page-out-of-range-named = الصفحة { $page } غير موجودة: { $count ->
        [zero] لا صفحات في ملف PDF هذا
        [one] في ملف PDF هذا صفحة واحدة
        [two] في ملف PDF هذا صفحتان
        [few] في ملف PDF هذا { $count } صفحات
        [many] في ملف PDF هذا { $count } صفحة
       *[other] في ملف PDF هذا { $count } صفحة
    }.
err-pdf-page-out-of-range = هذه الصفحة غير موجودة في ملف PDF هذا.
err-pdf-password = ملف PDF هذا محمي بكلمة مرور، لذلك لا توجد معاينة.
err-pdf-bad-image = أرسل عارض PDF صورة صفحة غير صالحة، فلم تُعرَض وأُعيد تشغيل العارض. حاول مرة أخرى، أو نزّل ملف PDF لتفتحه في برنامج آخر.
err-pdf-protocol = أعطت أداة عرض PDF إجابة لا يفهمها هذا الإصدار. حاول مرة أخرى.
err-pdf-render = تعذّر رسم صفحة ملف PDF هذا. نزّل ملف PDF لتفتحه في برنامج آخر.
err-pdf-timeout = تعذّر رسم هذه الصفحة في الوقت المحدد؛ وأُعيد تشغيل عارض PDF. حاول مرة أخرى.
err-pdf-too-large = ملف PDF هذا أكبر من أن تُعرَض معاينته. نزّله لتفتحه في برنامج آخر.
err-pdf-unknown-document = أُغلِقت هذه المعاينة. افتح المستند مرة أخرى.
err-pdf-worker-crashed = توقفت أداة عرض PDF أثناء قراءة هذا المستند. حاول مرة أخرى.
err-pdf-worker-spawn = تعذّر تشغيل أداة عرض PDF، لذلك لا يمكن عرض المعاينة. نزّل ملف PDF لتفتحه في برنامج آخر.

## profile.*, sandbox.*, session.*

err-profile-deletion-changed-named = لم يُحذَف أي شيء: ما سيزيله حذف «{ $name }» قد تغيّر منذ سُئلت ({ $now }). انظر إليه مرة أخرى قبل الحذف.
err-profile-deletion-changed = لم يُحذَف أي شيء: انظر إلى ملف التعريف مرة أخرى قبل حذفه.
err-sandbox-start = تعذّر بدء بيئة الاختبار المدمجة.
err-sandbox-start-detail = تعذّر بدء بيئة الاختبار المدمجة: { $detail }
err-session-no-key = لا يوجد مفتاح توقيع بعد. أضف مفتاحًا في شاشة المفاتيح.
err-session-signed-out = لم تسجّل الدخول. سجّل الدخول في شاشة سندات الشحن الإلكترونية.

## sign.*

err-sign-bad-signature = لم تقبل الخدمة التوقيع؛ ولم يتغيّر شيء. تحقّق من المفتاح في شاشة المفاتيح.
err-sign-mismatch-field = لم يُوقَّع أي شيء: طلبت منك الخدمة توقيع شيء غير الذي اخترته. موضع الاختلاف: { $part } (اخترتَ { $expected }؛ وطلبت الخدمة { $got }).
err-sign-mismatch-registry = لم يُوقَّع أي شيء: تغيّر السجل الذي يُوجَّه إليه الطلب من { $pinned } إلى { $offered }. إن كان مشغّل خدمتك قد أعلن سجلًا جديدًا فاقبله في الإعدادات › ملفات التعريف؛ وإلا فلا توقّع أي شيء على هذه الخدمة.
err-sign-mismatch = لم يُوقَّع أي شيء: طلبت منك الخدمة توقيع شيء غير الذي اخترته.
err-part-recipient = المستلم
err-part-ebl = سند الشحن الإلكتروني
err-part-ebl-title = ملكية سند الشحن الإلكتروني
err-part-operation = العملية
err-part-registry = السجل
err-part-your-key = مفتاحك
err-part-documents = المستندات
err-part-document-token = رمز مستندات المظروف
err-part-envelope = المظروف
err-part-envelope-count = عدد المظاريف
err-part-signed-data = البيانات الموقَّعة
err-part-other = جزء من الطلب

## store.*

err-store-corrupt = المخزن المحلي تالف.
err-store-corrupt-detail = المخزن المحلي تالف: { $detail }
err-store-duplicate-named = { $field } { $value } مستخدَم بالفعل.
err-store-duplicate = هذا مستخدَم بالفعل.
err-store-invalid-field = قيمة { $field } غير مقبولة.
err-store-invalid-field-detail = قيمة { $field } غير مقبولة: { $detail }
err-store-invalid = هذه القيمة غير مقبولة.
err-store-json = تعذّرت قراءة شيء حفظه eBL Desk. أعد تشغيل التطبيق وحاول مرة أخرى.
err-store-not-found-named = لا يوجد { $what } { $id } في المخزن المحلي (أو لم يعد موجودًا فيه).
err-store-not-found = هذا غير موجود في المخزن المحلي (أو لم يعد موجودًا فيه).
err-store-sqlite = تعذّر استخدام المخزن المحلي. أعد تشغيل التطبيق وحاول مرة أخرى.
err-store-too-new-versions = كُتب المخزن المحلي بإصدار أحدث من eBL Desk (إصدار المخطط { $found }؛ وهذا الإصدار يقرأ حتى { $supported }). حدّث التطبيق.
err-store-too-new = كُتب المخزن المحلي بإصدار أحدث من eBL Desk. حدّث التطبيق.
err-store-unavailable = يتعذّر استخدام مجلد بيانات التطبيق؛ ولا يمكن حفظ ملفات التعريف.
err-store-field-inbox-id = معرّف صندوق الوارد
err-store-field-inbox = صندوق الوارد
err-store-field-company-name = اسم الشركة
err-store-field-name = الاسم
err-store-thing-contact = جهة الاتصال
err-store-thing-profile = ملف التعريف

## input.invalid: جمل الفحوص (Error::Invalid)

err-input-ebl-wanted = اذكر مرجع سند الشحن الإلكتروني أو معرّفه.
err-input-ebl-no-such-reference = لا ترى شركتك أي سند شحن إلكتروني بالمرجع { $reference }.
err-input-ebl-reference-ambiguous = عدد سندات الشحن الإلكترونية التي تحمل المرجع { $reference }: { $count }؛ اذكر معرّف السند الذي تقصده.
err-input-recipient-unknown-name = لا توجد شركة أو جهة اتصال تعرفها باسم { $name }: اذكر معرّف صندوق الوارد الخاص بها.
err-input-recipient-name-ambiguous = عدد صناديق الوارد التي تحمل الاسم { $name }: { $count }؛ اذكر معرّف صندوق الوارد الذي تقصده.
err-input-contact-unknown-name = لا توجد بين جهات اتصالك جهة باسم { $name }: اذكر معرّف صندوق الوارد الخاص بها، أو أضفها إلى جهات اتصالك (الأسماء التي تذكرها سندات الشحن الإلكترونية لا تُستخدم لاختيار من تُرسَل إليه المستندات).
err-input-contact-name-ambiguous = عدد جهات اتصالك التي تحمل الاسم { $name }: { $count }؛ اذكر معرّف صندوق الوارد الخاص بالجهة التي تقصدها.
err-input-ebl-no-carrier-file = لا يحمل سند الشحن الإلكتروني هذا أي ملف من الناقل.
err-input-ebl-carrier-file-unreadable = ملف الناقل في سند الشحن الإلكتروني هذا غير قابل للقراءة (محتواه ليس بترميز base64).
err-input-ebl-id-not-uuid = معرّف سند الشحن الإلكتروني { $text } ليس معرّفًا فريدًا صالحًا (UUID).
err-input-recipient-inbox-not-uuid = معرّف صندوق وارد المستلم { $text } ليس معرّفًا فريدًا صالحًا (UUID).
err-input-not-uuid = { $what } { $text } ليس معرّفًا فريدًا صالحًا (UUID).
err-input-ebl-gone = لم تعد الخدمة تعرض سند الشحن الإلكتروني هذا.

err-input-profile-name = أعطِ ملف التعريف اسمًا.
err-input-profile-base-url = عنوان الأساس ليس عنوانًا صالحًا (مثلًا { $example }).
err-input-profile-base-url-https = يجب أن يبدأ عنوان الأساس بـ https:// (ولا يُقبل http العادي إلا لـ 127.0.0.1 أو localhost).
err-input-profile-base-url-query = يجب ألا يحمل عنوان الأساس استعلامًا ولا جزءًا بعد العلامة #.
err-input-profile-base-url-user = يجب ألا يحمل عنوان الأساس اسم مستخدم ولا كلمة مرور.
err-input-profile-client-id = معرّف العميل مطلوب.
err-input-profile-company-id = يجب أن يكون معرّف الشركة معرّفًا فريدًا (UUID).
err-input-profile-inbox-id = معرّف صندوق الوارد { $text } ليس معرّفًا فريدًا (UUID).
err-input-profile-no-inbox = اذكر معرّف صندوق وارد واحدًا على الأقل لشركتك.
err-input-profile-scope = نطاق غير معروف { $scope }: استخدم read و/أو write.
err-input-profile-read-scope = اختر نطاق القراءة (read) على الأقل.
err-input-profile-sandbox-unchangeable = لا يمكن تغيير ملف تعريف بيئة الاختبار المدمجة.
err-input-profile-gone = لم يعد ملف التعريف هذا موجودًا.
err-input-profile-in-use = انتقل إلى ملف تعريف آخر قبل تغيير عنوان الأساس أو معرّف العميل أو المسارات لهذا الملف: فجلسته قيد الاستخدام.
err-input-profile-no-such-name = لا يوجد ملف تعريف باسم { $name }.
err-input-profile-name-ambiguous = عدد ملفات التعريف التي تحمل الاسم { $name }: { $count }؛ اذكر معرّف الملف الذي تقصده.
err-input-profile-no-such-id = لا يوجد ملف تعريف خدمة بالمعرّف { $id }.
err-input-profile-sandbox-undeletable = لا يمكن حذف ملف تعريف بيئة الاختبار المدمجة.
err-input-profile-delete-active = انتقل إلى ملف تعريف آخر قبل حذف هذا الملف.
err-input-path = يجب أن يكون { $field } مسارًا بسيطًا ضمن عنوان الخدمة، مثل { $example }: { $why }.
err-input-path-character = يجب أن يكون { $field } مسارًا بسيطًا ضمن عنوان الخدمة، مثل { $example }: فيه الحرف { $character }.
err-input-path-field-send = مسار إرسال المظاريف
err-input-path-field-me = مسار «من أنا»
err-input-path-empty = إنه فارغ
err-input-path-too-long = إنه طويل جدًا
err-input-path-not-absolute = يجب أن يبدأ بـ / وألا يذكر بروتوكولًا ولا مضيفًا
err-input-path-empty-segment = فيه شرطتان مائلتان متتاليتان، وهما تدلان على مضيف آخر
err-input-path-dot-segment = فيه جزء . أو ..
err-input-path-backslash = فيه شرطة مائلة عكسية، يقرؤها العنوان على أنها شرطة مائلة
err-input-path-colon = فيه نقطتان رأسيتان، قد تدلان على بروتوكول أو مضيف آخر
err-input-path-encoded = فيه شرطة مائلة أو شرطة عكسية أو نقطة أو علامة نسبة مئوية مرمّزة (مثل %2F)

err-input-registration-company-name = أدخل اسم الشركة.
err-input-registration-country = أدخل البلد بحرفين (مثلًا DK).
err-input-registration-email = أدخل عنوان بريد إلكتروني صالحًا.
err-input-registration-page = أجابت الخدمة بصفحة تسجيل لن يفتحها التطبيق (لا تُفتح إلا عناوين https، أو http على هذا الحاسوب).
err-input-registration-client = أدخل معرّف العميل وسرّه الخاصين بجهة التكامل.
err-input-contact-verified-how = اذكر كيف تحققت من صندوق الوارد الخاص بجهة الاتصال.
err-input-contacts-file-too-large = حجم { $file } أكبر من { $megabytes } ميغابايت؛ قسّمه إلى ملفات أصغر.
err-input-backup-password = اختر كلمة مرور لحماية النسخة الاحتياطية.
err-input-keystore-not-a-file = { $file } ليس ملفًا.
err-input-keystore-too-large = { $file } أكبر من أن يكون ملف مخزن مفاتيح.
err-input-registry-kind = نوع سجل غير معروف { $kind }.
err-input-registry-not-offered = هذا ليس عنوان السجل الذي عرضته الخدمة؛ ولم يتغيّر شيء.
err-input-stored-key-address = عنوان المفتاح المحفوظ: { $detail }
err-input-module-no-pin-needed = يوقّع ملف التعريف هذا بمفتاح حلقة المفاتيح، ولا يحتاج إلى رقم سري.
err-input-module-key-label = أعطِ المفتاح الجديد تسمية.
err-input-key-standing-no-company = شركتك غير معروفة لملف التعريف هذا: أضف معرّف الشركة في الإعدادات لتسجيل مفتاح.
err-input-key-standing-sandbox-only = لا يستطيع الموافقة على مفاتيحه بنفسه إلا ملف تعريف بيئة الاختبار.
err-input-last-view-too-long = لم تُحفَظ آخر شاشة وآخر عامل تصفية في النافذة: إحدى القيم طويلة جدًا.
err-input-last-view = آخر شاشة وآخر عامل تصفية في النافذة: { $detail }
err-input-autostart-no-config-folder = لا يستطيع eBL Desk البدء عند تسجيل الدخول هنا: مجلد إعدادات المستخدم غير معروف (لم يُضبط XDG_CONFIG_HOME ولا HOME).
err-input-autostart-path = لا يمكن بدء eBL Desk عند تسجيل الدخول من { $path }: في المسار أحرف لا يستطيع مُدخل سطح المكتب حملها.
err-input-no-deleted-profile = لا يوجد ملف تعريف محذوف بالمعرّف { $id }: لا يعرض سجل النشاط إلا ملف التعريف المستخدَم وملفات التعريف المحذوفة.
err-input-rules-no-company = لا يذكر ملف التعريف هذا الشركة التي يعمل باسمها.
err-input-rule-id-not-uuid = معرّف القاعدة { $text } ليس معرّفًا فريدًا صالحًا (UUID).
err-input-webhook-secret = يحتاج مستقبل خطافات الويب إلى الترويسة السرية التي ترسلها قاعدته (اسم وقيمة).
err-input-no-sign-in = لا يجري أي تسجيل دخول الآن.
err-input-draft-gone = لم تعد هذه المسودة موجودة.
err-input-draft-id = معرّف المسودة معرّف فريد (UUID).
err-input-size-limit = حد الحجم بين 1 ميبيبايت و1 تيبيبايت.
err-input-draft-more-problems = { " " }(ومعها { $more ->
        [one] مشكلة أخرى
        [two] مشكلتان أخريان
        [few] { $more } مشكلات أخرى
        [many] { $more } مشكلة أخرى
       *[other] { $more } مشكلة أخرى
    })
err-input-envelope-uploading = يجري رفع هذا المظروف بالفعل.
err-input-envelope-recipient = اختر مستلمًا.
err-input-envelope-none-created = لم تُنشئ الخدمة أي مظروف (نتيجة فارغة).
err-input-envelope-not-uploaded = ارفع المظروف قبل إرساله.
err-input-envelope-no-record = رُفع هذا المظروف دون سجل التطبيق الخاص بمستنداته، لذلك لا يمكن التحقق مما تطلب منك الخدمة توقيعه. عدّل المسودة وارفعها مرة أخرى.
err-input-envelope-recipient-inbox = اختر صندوق وارد المستلم (معرّف صندوق الوارد).
err-input-arrival-date = أدخل تاريخ وصول السفينة.
err-input-lead-time = يجب ألا تزيد المهلة قبل الوصول على { $hours } ساعة.
err-input-no-voyage = لا يذكر سند الشحن الإلكتروني هذا سفينة ولا رحلة: حدّد موعد الوصول لهذا السند وحده.
err-input-rule-surrender-hours = يجب أن يكون عدد الساعات التي يجوز أن ينتظرها طلب التسليم بين 1 و{ $max }.
err-input-rule-outcome-minutes = يجب أن يكون عدد الدقائق التي يجوز أن تبقى فيها نتيجة إجراء مجهولة بين 1 و{ $max }.
err-input-rule-untouched-days = يجب أن يكون عدد الأيام التي يجوز أن يبقى فيها سند الشحن الإلكتروني دون أي إجراء بين 1 و{ $max }.
err-input-rule-between = يجب أن تكون قيمة { $what } بين 1 و{ $max }.
err-input-requests-folder = يجب أن يكون مجلد الطلبات مجلدًا موجودًا، يُذكر بمساره الكامل: { $folder }
err-input-request-gone = لم يعد هذا الطلب في مجلد الطلبات.
err-input-credit-file-too-large = { $file } أكبر من أن يكون رسالة SWIFT (أكثر من { $kib } كيبيبايت): اختر ملف النص الخاص بـ MT700 أو MT707.
err-input-credit-text-too-long = هذا النص أطول من أن يكون رسالة SWIFT (أكثر من { $kib } كيبيبايت).
err-input-select-ebl = اختر سند شحن إلكترونيًا واحدًا على الأقل.
err-input-batch-too-many = لا يمكن اتخاذ إجراء على أكثر من { $max } سند شحن إلكتروني دفعة واحدة؛ والمختار الآن: { $count }.
err-input-recipient-inbox = اختر صندوق وارد المستلم.
err-input-batch-running = يجري توقيع هذه الدفعة وإرسالها بالفعل.
err-input-batch-reviewing = تجري مراجعة الدفعة مرة أخرى؛ وقّعها حين تظهر مراجعتها.
err-input-batch-unknown-action = تذكر دفعةٌ إجراءً غير معروف { $action }.
err-input-batch-still-running = لا يزال توقيع هذه الدفعة وإرسالها جاريًا.
err-input-batch-already-reviewing = تجري مراجعة هذه الدفعة مرة أخرى بالفعل.
err-input-batch-cancel-first = لا يزال توقيع هذه الدفعة وإرسالها جاريًا؛ ألغِها أولًا.
err-input-request-too-many = لا يذكر الطلب أكثر من { $max } سند شحن إلكتروني؛ والمختار الآن: { $count }.
err-input-request-note-too-long = الملاحظة أطول من { $max } حرف.
err-input-request-validity = تكون صلاحية الطلب من ساعة واحدة إلى { $max } ساعة.
err-input-named-ebl = { $reference }:{ " " }
err-input-request-file-too-large = سيكون هذا الطلب أكبر مما يُسمح به لملف طلب ({ $kib } كيبيبايت): اطلب عددًا أقل من سندات الشحن الإلكترونية في المرة الواحدة.
err-input-own-inbox = صندوق الوارد هذا خاص بشركتك أنت.
err-input-attention-closed = لم يعد هذا البند يحتاج إلى انتباه؛ والقائمة محدَّثة الآن.
err-input-contact-company-empty = اسم الشركة فارغ.
err-input-contact-inbox-empty = معرّف صندوق الوارد فارغ.
err-input-contact-inbox-not-uuid = معرّف صندوق الوارد { $text } ليس معرّفًا فريدًا (UUID).
err-input-contact-country = البلد { $country } ليس رمزًا من حرفين (مثل EG).
err-input-contact-duplicate = معرّف صندوق الوارد هذا موجود بالفعل في جهات الاتصال.
err-input-contact-duplicate-line = معرّف صندوق الوارد هذا موجود بالفعل في سطر سابق.
err-input-csv-not-csv = الملف ليس بصيغة CSV: { $detail }
err-input-csv-empty = الملف فارغ.
err-input-csv-header = يجب أن يذكر السطر الأول أسماء الأعمدة: { $name } و{ $inbox }، واختياريًا { $country } و{ $notes }.
err-input-csv-no-rows = لا يحوي الملف أي جهة اتصال تحت سطر العناوين.

# The details a file error carries (the system's own reason as an argument).
err-detail-cannot-read = تتعذّر قراءة { $path }: { $reason }.
err-detail-pinned-registry-unreadable = السجل المثبَّت { $address } غير مقروء.
err-detail-log-folder = مجلد السجلات: { $reason }
err-detail-no-store = لا يملك هذا التطبيق مخزنًا محليًا.
err-detail-store-unusable = المخزن المحلي غير صالح للاستخدام.
err-detail-store-unusable-opening = المخزن المحلي غير صالح للاستخدام
err-detail-unknown-operation = عملية غير معروفة
