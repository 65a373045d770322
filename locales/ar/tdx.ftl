# tdx، سطر الأوامر: كل كلمة يطبعها للناس (لا مخرجات --json ولا نص --help الذي يولّده clap).
# الأوامر وأسماء الخيارات والمتغيرات (tdx login و--yes وTDX_PKCS11_PIN) تبقى كما هي: تُكتب كما تُكتب في الطرفية.

## كلمات مشتركة

tdx-list-separator = {"، "}
tdx-yes = نعم
tdx-no = لا
# الإجابات التي توافق على سؤال [y/N] إلى جانب y وyes، تفصل بينها مسافات.
tdx-answer-yes-words = نعم ن
tdx-answer-unreadable = تعذّرت قراءة إجابتك: { $error }
tdx-your-company = شركتك
tdx-nothing-signed = لم يُوقَّع أي شيء.
tdx-nothing-sent = لم يُرسَل أي شيء.
tdx-json-unshowable = تعذّر عرض الإجابة: { $error }
tdx-could-not-start = تعذّر تشغيل tdx: { $error }
tdx-path-unusable = لا يمكن استخدام المسار { $path }: { $error }.

## حالات سند الشحن الإلكتروني، والأدوار، وأنواع الأطراف، والنتائج، والعمليات

tdx-state-issued = صادر
tdx-state-surrender-requested = طُلب تسليمه
tdx-state-surrendered = مُسلَّم
tdx-state-amendment-requested = طُلب تسليمه للتعديل
tdx-state-surrendered-for-amendment = مُسلَّم للتعديل
tdx-state-void = ملغى
tdx-role-issuer = المُصدِر
tdx-role-consignor = الشاحن
tdx-role-consignee = المرسل إليه
tdx-role-surrenderee = الجهة المُسلَّم إليها
tdx-role-copy = نسخة
tdx-party-issuer = المُصدِر
tdx-party-consignor = الشاحن
tdx-party-consignee = المرسل إليه
tdx-party-surrenderee = المُسلَّم إليه
tdx-outcome-submitted = أُرسل
tdx-outcome-refused = رُفض
tdx-outcome-failed = فشل
tdx-outcome-unknown = غير معروف
tdx-operation-transfer = نقل الحيازة بالتظهير
tdx-operation-surrender = طلب التسليم للاستلام
tdx-operation-copy = إرسال نسخة
tdx-operation-envelope = إرسال مظروف
tdx-operation-key-registration = تسجيل المفتاح
tdx-action-surrender = طلب التسليم لاستلام البضاعة
tdx-action-transfer = نقل الحيازة بالتظهير
tdx-action-copy = إرسال نسخة

## ما يُشغَّل بدلًا من ذلك، بعد جملة الخطأ

tdx-hint-login = من سطر الأوامر: tdx login
tdx-hint-no-key = من سطر الأوامر: tdx keys generate أو tdx keys import
tdx-hint-pin-needed = من سطر الأوامر: عيّن TDX_PKCS11_PIN، أو شغّل tdx في طرفية
tdx-hint-approval-required = من سطر الأوامر: الأمر tdx request transfer|surrender|copy REF... -o FILE يُعِدّه، ويعتمده ملف تعريف آخر بالأمر tdx approve FILE

## tdx login وlogout وwhoami

tdx-login-timeout = لم يعد أحد من صفحة تسجيل الدخول لدى الخدمة خلال { $seconds } ثانية: أُغلق المُستمِع ولم يتم تسجيل دخولك. شغّل `tdx login` مرة أخرى (مع --wait SECONDS لمهلة أطول)، وأكمل تسجيل الدخول في المتصفح قبل انقضائها.
tdx-login-browser-opens = يفتح متصفحك صفحة تسجيل الدخول لدى الخدمة. إن لم يفعل، فافتح هذا العنوان:
tdx-login-open-address = افتح هذا العنوان في متصفح على هذا الحاسوب لتسجيل الدخول:
tdx-login-waiting = بانتظار اكتمال تسجيل الدخول (Ctrl+C للتراجع)...
tdx-login-tunnel = لا يوجد متصفح على هذا الحاسوب؟ على حاسوب فيه متصفح، افتح أولًا نفقًا إلى منفذ الاسترجاع المحلي لهذا الحاسوب، `{ $command }`، ثم افتح العنوان هناك.
tdx-signed-in = تم تسجيل الدخول
tdx-signed-in-as = إلى { $profile } باسم { $company }.
# اسم الشركة ينتهي بنقطة أصلًا.
tdx-signed-in-as-stop = إلى { $profile } باسم { $company }
tdx-signed-in-as-your-company = إلى { $profile } باسم شركتك.
tdx-signed-in-application = إلى { $profile } بصفة التطبيق نفسه (بيانات اعتماد العميل)، لصالح { $company }.
tdx-signed-in-application-your-company = إلى { $profile } بصفة التطبيق نفسه (بيانات اعتماد العميل)، لصالح شركتك.
tdx-signed-out = تم تسجيل الخروج من { $profile }.
tdx-not-signed-in = لم تسجّل الدخول إلى { $profile }: سجّل الدخول بالأمر `tdx login`.
tdx-whoami-label-profile = الملف
tdx-whoami-label-company = الشركة
tdx-whoami-label-inbox = الوارد
tdx-whoami-label-scopes = النطاقات
tdx-whoami-label-key = المفتاح
tdx-whoami-profile = { $profile } ({ $address })
tdx-whoami-no-key = لا يوجد بعد

## tdx ebls وtdx ebl show وtdx ebl pdf

tdx-ebls-offline-fetched-at = تعذّر الوصول إلى الخدمة: هذه هي القائمة كما جُلبت في { $at }.
tdx-ebls-offline-fetched-before = تعذّر الوصول إلى الخدمة: هذه هي القائمة كما جُلبت سابقًا.
tdx-ebls-none = لا توجد سندات شحن إلكترونية.
tdx-ebls-col-reference = المرجع
tdx-ebls-col-state = الحالة
tdx-ebls-col-holder = الحامل
tdx-ebls-col-roles = الأدوار
tdx-ebl-pdf-saved = حُفظ ملف PDF ({ $bytes } بايت) في { $path }.
tdx-ebl-label-id = المعرّف
tdx-ebl-label-possession = الحيازة
tdx-ebl-label-title = الملكية
tdx-ebl-label-roles = أدوارك
tdx-ebl-label-copy-of = نسخة من
tdx-ebl-label-route = المسار
tdx-ebl-label-vessel = السفينة
tdx-ebl-vessel-voyage = { $vessel }، الرحلة { $voyage }
tdx-ebl-parties = الأطراف
tdx-ebl-party-ours = { $name } (شركتك)
tdx-ebl-party-unknown = شركة غير معروفة
tdx-ebl-party-unknown-ours = شركة غير معروفة (شركتك)
tdx-ebl-party-inbox = صندوق الوارد { $inbox }
tdx-ebl-actions = الإجراءات
tdx-ebl-action-offered = { $action }:
tdx-ebl-action-not-offered = { $action }: غير متاح
tdx-ebl-timeline = السجل الزمني
tdx-ebl-timeline-service-says = [تقول الخدمة]

## tdx surrender وtransfer وcopy: المراجعة والإجابة

tdx-action-no-terminal = لا توجد طرفية لطلب تأكيدك عليها: لم يُوقَّع أي شيء. راجع الإجراء في طرفية، أو أضف --yes للتوقيع والإرسال دون سؤال.
tdx-action-signed-submitted = تم التوقيع والإرسال
tdx-action-sent = تم الإرسال
tdx-action-done-state = : حالة { $reference } الآن { $state }، وهو في حيازة { $holder }.
tdx-action-done-stop = .
tdx-review-what-happens = ما الذي سيحدث:
tdx-review-recipient-unknown = صندوق وارد المستلم ليس ضمن الشركات وجهات الاتصال التي تعرفها: تحقّق منه.
tdx-review-check-before = تحقّق قبل أن توقّع:
tdx-review-surrenderee = المُسلَّم إليه
tdx-review-to = إلى
tdx-review-signed-call = الاستدعاء الذي يوقّعه مفتاحك:
tdx-review-copy-unsigned = لا يُوقَّع أي شيء: تُرسَل النسخة عبر جلستك.
tdx-call-function = الدالة
tdx-call-ebl = السند
tdx-call-title = الملكية
tdx-call-to-inbox = إلى الوارد
tdx-call-registry = السجل
tdx-call-registry-first-use = (أول استخدام لهذا المفتاح: التوقيع يثبّته، ويُرفض أي سجل آخر لاحقًا)
tdx-call-signer = الموقِّع
tdx-call-nonce = الرقم الفريد
tdx-call-hash = البصمة
tdx-confirm-sign-submit = هل توقّع وترسل؟ [y/N]{" "}
tdx-confirm-send-copy = هل ترسل النسخة؟ [y/N]{" "}

## التحقق من المستلم

tdx-receiver-name = { $label }: { $name }
tdx-receiver-unknown = { $label }: شركة لا تعرفها
tdx-receiver-label-inbox = الوارد
tdx-receiver-label-known-as = معروف باسم
tdx-receiver-near-miss = تشابه قريب:
tdx-receiver-earlier = نُفّذ سابقًا:
tdx-receiver-first-action = لم تتعامل مع صندوق الوارد هذا من قبل: لا جهة اتصال موثّقة، ولم يُنفَّذ أي إجراء نحوه.
tdx-receiver-type-prompt = اكتب { $name } لتأكيد المستلم:{" "}
tdx-receiver-name-needed = لم يُوقَّع أو يُرسَل أي شيء: أكّد المستلم بالخيار --recipient-name { $quoted } (أول إجراء نحو صندوق وارد لم تتعامل معه، أو أول تظهير إليه، أو صندوق وارد قريب من آخر تعرفه).

## tdx activity وtdx evidence

tdx-activity-csv-written = كُتب { $count } من القيود في { $path }.
tdx-activity-none = لا يوجد نشاط مسجّل.
tdx-activity-col-time = الوقت
tdx-activity-col-operation = العملية
tdx-activity-col-outcome = النتيجة
tdx-activity-col-ebl = السند
tdx-activity-col-counterparty = الطرف المقابل
tdx-activity-prepared-approved = أعدّه { $maker } · اعتمده { $approver }
tdx-activity-service-words = (ما بين علامتي الاقتباس كلام الخدمة)
tdx-activity-notification = إشعار
tdx-activity-received = مُستلَم
tdx-activity-matched = القيود المطابقة: { $matched } من { $total }.
tdx-evidence-written = كُتبت حزمة الأدلة ({ $entries } من قيود السجل، { $bytes } بايت) في { $path }. تحقّق منها بالأمر `{ $command }` (ADDRESS: مفتاح سجّلته شركتك لدى الخدمة).

## tdx profiles

tdx-profiles-only-sandbox = لا يوجد حتى الآن سوى بيئة الاختبار المدمجة: أضف ملف تعريف خدمة بالأمر `tdx profiles add` (أو من الإعدادات في التطبيق).
tdx-profiles-sandbox-address = مدمجة، تبدأ عند استخدامها
tdx-profiles-second-person-mark = [شخص ثانٍ لعمليات التظهير والتسليم]
tdx-profiles-now-using = يُستخدم الآن { $name } ({ $address }).
tdx-profiles-now-using-signed-out = يُستخدم الآن { $name } ({ $address }): سجّل الدخول بالأمر `tdx login`.
tdx-profiles-secret-prompt = السر الخاص بعميل OAuth (لا يُعرض):{" "}
tdx-profiles-added-word = أُضيف
tdx-profiles-added = ملف التعريف { $name } ({ $address }، المعرّف { $id }). استخدمه بالأمر `{ $command }` أو بالخيار `--profile`، وسجّل الدخول بالأمر `tdx login`.
tdx-profiles-added-with-secret = ملف التعريف { $name } ({ $address }، المعرّف { $id })؛ سر العميل محفوظ في حلقة المفاتيح. استخدمه بالأمر `{ $command }` أو بالخيار `--profile`، وسجّل الدخول بالأمر `tdx login`.
tdx-profiles-gone = ملف التعريف هذا لم يعد موجودًا.
tdx-profile-label-service = الخدمة
tdx-profile-label-client = العميل
tdx-profile-label-company = الشركة
tdx-profile-label-inboxes = صناديق الوارد
tdx-profile-label-second-person = الشخص الثاني
tdx-profile-label-requests-folder = مجلد الطلبات
tdx-profile-builtin-sandbox = بيئة الاختبار المدمجة
tdx-profile-client-with-secret = { $client } (سرّه في حلقة المفاتيح)
tdx-profile-second-person-not-needed = غير مطلوب
tdx-profile-second-person-needed = مطلوب لعمليات التظهير والتسليم (tdx request؛ ويعتمدها ملف تعريف آخر)
tdx-profile-second-person-needed-copies = مطلوب لعمليات التظهير والتسليم والنسخ (tdx request؛ ويعتمدها ملف تعريف آخر)
tdx-profile-no-requests-folder = لا يوجد
tdx-profiles-folder-unusable = لا يمكن استخدام المجلد { $folder }: { $error }.
tdx-profiles-second-person-on = أصبحت عمليات التظهير والتسليم في { $name } تحتاج إلى شخص ثانٍ: أعِدّها بالأمر `tdx request …`، ويعتمدها ملف تعريف آخر بالأمر `tdx approve FILE`.
tdx-profiles-second-person-on-copies = أصبحت عمليات التظهير والتسليم في { $name } تحتاج إلى شخص ثانٍ، والنسخ كذلك: أعِدّها بالأمر `tdx request …`، ويعتمدها ملف تعريف آخر بالأمر `tdx approve FILE`.
tdx-profiles-second-person-off = لا تحتاج عمليات التظهير والتسليم في { $name } إلى شخص ثانٍ.
tdx-profiles-requests-offered-in = تُعرض الطلبات أيضًا في { $folder }.
tdx-profiles-sandbox-unchangeable = لا يمكن تغيير ملف تعريف بيئة الاختبار المدمجة.
tdx-profiles-saved-word = حُفظ
tdx-profiles-saved = ملف التعريف { $name }.
tdx-profiles-moved = أصبح يشير إلى { $address } (العميل { $client }): أُزيلت الجلسة وسر العميل الخاصان بالعنوان القديم؛ قدّم السر الجديد بالخيار --client-secret-stdin إن كانت الخدمة تحتاجه. سجّل الدخول مجددًا بالأمر `{ $command }`.
tdx-profiles-moved-with-secret = أصبح يشير إلى { $address } (العميل { $client }): أُزيلت الجلسة وسر العميل الخاصان بالعنوان القديم؛ السر المقدَّم الآن محفوظ في حلقة المفاتيح. سجّل الدخول مجددًا بالأمر `{ $command }`.
tdx-profiles-remove-key-unconfirmed = لم يُحذف أي شيء: سيُحذف مع ملف التعريف مفتاح التوقيع الخاص به { $key }؛ أكّد ذلك بالخيار --delete-key { $key }.
tdx-profiles-remove-no-terminal = لا توجد طرفية لطلب تأكيدك عليها: لم يُحذف أي شيء. أضف --yes (وأضف أيضًا --delete-key ADDRESS إن كان سيُحذف معه مفتاح).
tdx-profiles-remove-confirm = هل تحذف { $name }؟ [y/N]{" "}
tdx-nothing-deleted = لم يُحذف أي شيء.
tdx-profiles-deleted-word = حُذف
tdx-profiles-deleted = ملف التعريف { $name }؛ ويبقى سجلّه ({ $entries } من القيود).
tdx-profiles-remove-what-goes-key = حذف { $name } يزيل مفتاح التوقيع الخاص به { $key } (من حلقة المفاتيح، نهائيًا)، وجلسته وسر العميل، و{ $drafts } من المسودات و{ $contacts } من جهات الاتصال. ويبقى سجلّه ({ $entries } من القيود) باعتباره سجل ملف التعريف المحذوف.
tdx-profiles-remove-what-goes = حذف { $name } لا يزيل أي مفتاح توقيع، ويزيل جلسته وسر العميل، و{ $drafts } من المسودات و{ $contacts } من جهات الاتصال. ويبقى سجلّه ({ $entries } من القيود) باعتباره سجل ملف التعريف المحذوف.

## tdx keys

tdx-keys-token-pin-prompt = الرقم السري للرمز المميز { $token } (لا يُعرض):{" "}
tdx-keys-key-pin-prompt = الرقم السري للرمز المميز { $token } الخاص بالمفتاح { $key } (لا يُعرض):{" "}
tdx-keys-pin-unreadable = تعذّرت قراءة الرقم السري: { $error }
tdx-keys-generated-word = أُنشئ
tdx-keys-imported-word = استُورد
tdx-keys-private-key-prompt = المفتاح الخاص (بالنظام الست عشري، لا يُعرض):{" "}
tdx-keys-now-word = ملف التعريف هذا الآن
tdx-keys-now-module = يوقّع بالمفتاح { $address } ({ $module }: المفتاح { $key } على الرمز المميز { $token }). سجّله بالأمر `tdx keys register` إن كانت الخدمة لا تعرفه.
tdx-keys-keyring-again = يعود التوقيع بمفتاح حلقة المفاتيح { $address }.
tdx-keys-keyring-again-none = يعود التوقيع بمفتاح حلقة المفاتيح؛ لكن لا يوجد مفتاح بعد (tdx keys generate).
tdx-keys-no-such-token = لا تحوي وحدة الأمان { $module } رمزًا مميزًا بالتسمية { $named }؛ الموجود فيها: { $tokens }.
tdx-keys-tokens-same-label = أكثر من رمز مميز يحمل التسمية { $named }: حدّده برقمه التسلسلي ({ $serials }).
tdx-keys-no-such-key = لا يحوي الرمز المميز مفتاحًا بالتسمية { $named }؛ الموجود فيه: { $keys }.
tdx-keys-keys-same-label = أكثر من مفتاح يحمل التسمية { $named }: حدّده بمعرّفه ({ $ids }).
tdx-keys-listed-none = لا شيء
tdx-keys-token-line = الرقم التسلسلي { $serial }  ({ $manufacturer })
tdx-keys-slot-empty = (لا يوجد رمز مميز فيها)
tdx-keys-none-on-token = لا توجد مفاتيح على هذا الرمز المميز (الأمر tdx keys pkcs11-generate ينشئ واحدًا).
tdx-keys-key-id = المعرّف { $id }
tdx-keys-not-usable = غير قابل للاستخدام:
tdx-keys-cannot-sign = لا يستطيع التوقيع للخدمة.
tdx-keys-kept = المفتاح { $address } (محفوظ في حلقة المفاتيح). سجّله بالأمر `tdx keys register`.
tdx-keys-register-it = سجّله بالأمر `tdx keys register`.
tdx-keys-keystore-password-prompt = كلمة مرور { $path } (لا تُعرض):{" "}
tdx-stdin-unreadable = تعذّرت قراءة المدخل القياسي: { $error }
tdx-stdin-empty = لم يُقرأ أي شيء من المدخل القياسي: قدّم السر هناك، مثلًا `{ $example }`.

## tdx request وtdx approve: شخصان لملكية واحدة

tdx-request-prepared = أُعِدّ:
tdx-request-signed = الطلب { $id }، موقَّع بمفتاحك.
tdx-request-unsigned = الطلب { $id }، غير موقَّع (لا يملك ملف التعريف هذا مفتاحًا): سيراه المعتمِد دون توقيع.
tdx-request-written = كُتب في { $path }
tdx-request-offered-at = معروض في مجلد الطلبات: { $path }
tdx-request-nothing-on-ledger = لم يُوقَّع أي شيء في السجل: يعتمده شخص ثانٍ بالأمر `tdx approve FILE`.
tdx-requests-none-in = لا يوجد طلب معروض في { $folder }.
tdx-requests-none-no-folder = لا يوجد طلب معروض: لا يملك ملف التعريف هذا مجلد طلبات (tdx profiles edit NAME --requests-folder DIR).
tdx-requests-col-request = الطلب
tdx-requests-col-made = أُعِدّ (UTC)
tdx-requests-col-operation = العملية
tdx-requests-col-ebls = السندات
tdx-requests-col-prepared-by = أعدّه
tdx-requests-col-file = الملف
tdx-requests-approved = (معتمَد)
tdx-requests-expired = (منتهي الصلاحية)
tdx-approve-no-terminal = لا توجد طرفية لطلب تأكيدك عليها: لم يُوقَّع أي شيء. راجع الطلب في طرفية، أو أضف --yes لاعتماده وتوقيعه وإرساله حين يتطابق كل شيء.
tdx-approve-name-request = حدّد الطلب: FILE، أو --offered ID.
tdx-approve-cannot = لا يمكن اعتماد هذا الطلب: أحد سندات الشحن الإلكترونية ليس كما طلبه الطلب، أو سيوقّع مفتاحك شيئًا آخر (الاختلافات أعلاه). لم يُوقَّع أي شيء.
tdx-approve-confirm = هل تعتمد وتوقّع وترسل؟ [y/N]{" "}
tdx-approve-result-submitted = وُقّع وأُرسل
tdx-approve-refused = أُرسل { $submitted } من { $total }؛ ورفض حارس التوقيع { $refused } (لم يُوقَّع شيء لها).
tdx-approve-refused-failed = أُرسل { $submitted } من { $total }؛ ورفض حارس التوقيع { $refused } (لم يُوقَّع شيء لها)، وفشل { $failed }.
tdx-approve-partly = أُرسل { $submitted } من { $total }؛ ولم يمرّ الباقي.
tdx-approve-done = اعتُمد الطلب { $id }: أُنجز { $total }.
tdx-approve-stdin-unreadable = لا يمكن قراءة المدخل القياسي: { $error }
tdx-approve-prepared-verified = أعدّه { $who } (ملف التعريف { $profile }؛ التوقيع صحيح، المفتاح { $key })
tdx-approve-prepared-unsigned = أعدّه { $who } (ملف التعريف { $profile }؛ غير موقَّع: ملف تعريف المُعِدّ لا يملك مفتاحًا)
tdx-approve-prepared-invalid = أعدّه { $who } (ملف التعريف { $profile }؛ { $signature })
tdx-approve-signature-invalid = التوقيع غير صحيح
tdx-approve-title = طلب التوقيع { $id } — { $operation }
tdx-approve-made-at = أُعِدّ في
tdx-approve-expires-at = ينتهي في
tdx-approve-note = ملاحظة
tdx-approve-note-quoted = «{ $note }»
tdx-approve-agree = الثلاثة متطابقة
tdx-approve-differs = مختلف
tdx-approve-cannot-be = لا يمكن اعتماده:
tdx-approve-nothing-signed-cell = (لا شيء موقَّع)
tdx-approve-field-operation = العملية
tdx-approve-field-state = الحالة
tdx-approve-field-holder = الحامل
tdx-approve-field-title = الملكية
tdx-approve-field-to = إلى
tdx-approve-col-asked = المطلوب
tdx-approve-col-now = الآن
tdx-approve-col-signs = ما يُوقَّع
tdx-approve-operation-transfer = نقل الحيازة بالتظهير
tdx-approve-operation-surrender = طلب التسليم للاستلام
tdx-approve-operation-copy = نسخة للاطلاع فقط

## tdx bulk: مراجعة واحدة لعدة سندات

tdx-bulk-no-terminal = لا توجد طرفية لطلب تأكيدك عليها: لم يُوقَّع أي شيء. راجع الدفعة في طرفية، أو أضف --yes للتوقيع والإرسال دون سؤال.
tdx-bulk-file-unreadable = تعذّرت قراءة { $path }: { $error }.
tdx-bulk-no-references = لم تُقدَّم مراجع سندات شحن إلكترونية: اذكرها في ملف CSV (--csv FILE، عمود `reference` أو العمود الأول) أو في المدخل القياسي، مرجعًا في كل سطر.
tdx-bulk-unknown-reference = مرجع غير معروف:
tdx-bulk-formula = يبدو كصيغة جدول بيانات، لا كمرجع سند شحن إلكتروني (لم يُبحث عنه)
tdx-bulk-confirm-sign = هل توقّع وترسل الكل؟ [y/N]{" "}
tdx-bulk-confirm-copies = هل ترسل كل النسخ؟ [y/N]{" "}
tdx-bulk-none-actionable = لا يمكن اتخاذ إجراء على أي من هذه السندات: لم يُوقَّع أي شيء ({ $tally }).
tdx-bulk-no-interrupt-watch = تعذّر على tdx مراقبة Ctrl+C: { $error }
tdx-bulk-progress = { $settled }/{ $total } وُقّع وأُرسل...
tdx-bulk-cancelled = أُلغي: تكتمل السندات الجاري إرسالها، ولا يُوقَّع غيرها.
tdx-bulk-none-open = لا يوجد إجراء جماعي بانتظار استئنافه.
tdx-bulk-open-line = { $tally }؛ { $retryable } للاستئناف. استأنف بالأمر `{ $command }`.
tdx-bulk-no-such-batch = لا يوجد إجراء جماعي غير مكتمل بالمعرّف { $id }: الأمر `tdx bulk resume` يسردها.
tdx-bulk-ambiguous-batch = { $n } من الإجراءات الجماعية غير المكتملة تبدأ بـ{ $id }: أعطِ جزءًا أطول من المعرّف.
tdx-bulk-csv-unreadable = الملف { $path } ليس ملف CSV يستطيع tdx قراءته: { $error }.
tdx-bulk-title-transfer = نقل الحيازة بالتظهير لـ{ $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
tdx-bulk-title-transfer-named = نقل الحيازة بالتظهير لـ{ $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى { $name } (صندوق الوارد { $inbox })
tdx-bulk-title-transfer-inbox = نقل الحيازة بالتظهير لـ{ $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى صندوق الوارد { $inbox }
tdx-bulk-title-surrender = طلب التسليم لاستلام البضاعة لـ{ $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
tdx-bulk-title-surrender-named = طلب التسليم لاستلام البضاعة لـ{ $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى { $name } (صندوق الوارد { $inbox })
tdx-bulk-title-surrender-inbox = طلب التسليم لاستلام البضاعة لـ{ $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى صندوق الوارد { $inbox }
tdx-bulk-title-copy = إرسال نسخة من { $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    }
tdx-bulk-title-copy-named = إرسال نسخة من { $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى { $name } (صندوق الوارد { $inbox })
tdx-bulk-title-copy-inbox = إرسال نسخة من { $count ->
        [one] سند شحن إلكتروني واحد
        [two] سندَي شحن إلكترونيين
        [few] { $count } سندات شحن إلكترونية
       *[other] { $count } سند شحن إلكتروني
    } إلى صندوق الوارد { $inbox }
tdx-bulk-count-reviewed = تمت مراجعته: { $n }
tdx-bulk-count-left-out = مستبعَد: { $n }
tdx-bulk-count-submitting = قيد الإرسال: { $n }
tdx-bulk-count-done = مُنجَز: { $n }
tdx-bulk-count-refused = مرفوض: { $n }
tdx-bulk-count-failed = فاشل: { $n }
tdx-bulk-count-unknown = ضاعت الإجابة: { $n }
tdx-bulk-count-not-sent = لم يُرسَل: { $n }
tdx-bulk-state-reviewed = تمت مراجعته
tdx-bulk-state-left-out = مستبعَد
tdx-bulk-state-submitting = قيد الإرسال
tdx-bulk-state-done = مُنجَز
tdx-bulk-state-refused = مرفوض
tdx-bulk-state-failed = فاشل
tdx-bulk-state-unknown = ضاعت الإجابة
tdx-bulk-state-not-sent = لم يُرسَل
tdx-bulk-registry-first-use = أول استخدام لسجل سندات الشحن الإلكترونية بهذا المفتاح: التوقيع يثبّته، ويُرفض أي سجل آخر لاحقًا.
tdx-bulk-some-ready = السندات الجاهزة: { $ready } من { $total }؛ ويُترك الباقي كما هو معروض.
tdx-bulk-each-checked = فُكّ ترميز كل استدعاء وطوبق مع اختيارك؛ يوقّع مفتاحك كل سطر أعلاه.
tdx-bulk-copies-unsigned = لا يُوقَّع أي شيء: تُرسَل النسخ عبر جلستك.
tdx-bulk-summary = { $tally }.
tdx-bulk-not-every = لم تمرّ كل سندات الشحن الإلكترونية: { $tally }.
tdx-bulk-guard-refused = رفض حارس التوقيع ما طلبت الخدمة توقيعه للسندات المعلَّمة بالرفض: لم يُوقَّع شيء لها.
tdx-bulk-resume-hint = استأنفها بالأمر `{ $command }`.

## tdx envelope send

tdx-envelope-values-per-file = للخيار { $option } عدد { $n } من القيم مقابل { $files } من الملفات: أعطِ قيمة لكل ملف بالترتيب، أو قيمة واحدة للجميع.
tdx-envelope-cannot-send-file = لا يمكن إرسال { $path }:
tdx-envelope-same-file-twice = ذُكر الملف نفسه مرتين: يحوي المظروف كل مستند مرة واحدة.
tdx-envelope-name-recipient = حدّد المستلم بالخيار --to أو --aci.
tdx-envelope-no-terminal = لا توجد طرفية لطلب تأكيدك عليها: لم يُرفع أو يُوقَّع أي شيء. راجع المظروف في طرفية، أو أضف --yes للتوقيع والإرسال دون سؤال.
tdx-envelope-declined = لم يُرفع أو يُوقَّع أي شيء. المسودة محفوظة: تعرضها شاشة المظاريف في التطبيق.
tdx-envelope-uploading = جارٍ رفع
tdx-envelope-uploading-aci = { $count ->
        [one] مستند واحد
        [two] مستندين
        [few] { $count } مستندات
       *[other] { $count } مستندًا
    } ({ $size }) إلى الجمارك المصرية (ACID { $acid }).
tdx-envelope-uploading-inbox = { $count ->
        [one] مستند واحد
        [two] مستندين
        [few] { $count } مستندات
       *[other] { $count } مستندًا
    } ({ $size }) إلى صندوق الوارد { $inbox }.
tdx-envelope-uploading-named = { $count ->
        [one] مستند واحد
        [two] مستندين
        [few] { $count } مستندات
       *[other] { $count } مستندًا
    } ({ $size }) إلى { $name } (صندوق الوارد { $inbox }).
tdx-envelope-upload-progress = رُفع { $sent } من { $total } ({ $percent }٪)
tdx-envelope-draft-kept = المسودة محفوظة: تعرضها شاشة المظاريف في التطبيق لإرسالها مجددًا من هناك.
tdx-envelope-signed-sent = تم التوقيع والإرسال
tdx-envelope-sent = : المظروف { $envelope } إلى { $recipient }.
tdx-envelope-review-title = توقيع وإرسال مظروف فيه { $count ->
        [one] مستند واحد
        [two] مستندان
        [few] { $count } مستندات
       *[other] { $count } مستندًا
    } إلى { $recipient }.
tdx-envelope-review-documents = المستندات (بصمة SHA-256 لكل ملف كما هو الآن):
tdx-envelope-registry-pinned = { $registry } (مثبَّت لهذا المفتاح)
tdx-envelope-registry-first-use = أول استخدام لهذا المفتاح: الإرسال يثبّت سجل المظاريف الذي تسمّيه الخدمة، ويُرفض أي سجل آخر لاحقًا
tdx-envelope-issues = لا يمكن إرسال المظروف: لم يُرفع أي شيء.
tdx-envelope-document-index = المستند { $index }

## tdx webhook serve

tdx-webhook-name-header = حدّد الترويسة التي ترسل فيها القاعدة سرّها (--header NAME).
tdx-webhook-address-unknown = عنوان الاستماع غير معروف: { $error }
tdx-webhook-listening = يستمع tdx webhook على { $address } لملف التعريف { $profile } (Ctrl+C للإيقاف)
tdx-webhook-stopped = توقف tdx webhook.
tdx-webhook-secret-prompt = قيمة الترويسة السرية (لا تُعرض):{" "}
tdx-webhook-no-secret = لم يُقدَّم أي سر: عيّن { $variable }، أو قدّم القيمة في المدخل القياسي.

## tdx envelope check

tdx-check-not-a-date = القيمة --on { $day } ليست تاريخًا (YYYY-MM-DD).
tdx-check-cannot-check-file = لا يمكن فحص { $path }:
tdx-check-cannot-read-file = لا يمكن قراءة { $path }:
tdx-check-differ = المستندات مختلفة: { $ebl } عن سند الشحن الإلكتروني.
tdx-check-differ-credit = المستندات مختلفة: { $ebl } عن سند الشحن الإلكتروني، و{ $credit } عن الاعتماد { $number }.
tdx-check-no-such-ebl = لا يوجد في قائمتك سند شحن إلكتروني بالمعرّف أو المرجع { $named }: الأمر `tdx ebls` يسردها.
# تُحشى العلامات الأربع بمسافات حتى طول أطولها.
tdx-check-matches = مطابق
tdx-check-differs = مختلف
tdx-check-not-found = غير موجود
tdx-check-not-checked = لم يُفحص
tdx-check-document-page = { $document } ص { $page }
tdx-check-finding = { $at }: يذكر { $found }، والمتوقع { $expected }
tdx-check-against-ebl = فُحص مقابل سند الشحن الإلكتروني { $reference }
tdx-check-against-credit = فُحص مقابل الاعتماد { $number }
tdx-check-no-tolerance = بلا نسبة تفاوت
tdx-check-credit-line = { $amount } ({ $tolerance })، ينتهي في { $expiry } في { $place }
tdx-check-credit-line-latest = { $amount } ({ $tolerance })، ينتهي في { $expiry } في { $place }، آخر موعد للشحن { $latest }
tdx-check-for-examiner = ليقرأه الفاحص
tdx-check-days-late = متأخر { $n ->
        [one] يومًا واحدًا
        [two] يومين
        [few] { $n } أيام
       *[other] { $n } يومًا
    }
tdx-check-days-left = { $count ->
        [zero] لم يبق أي يوم
        [one] بقي يوم واحد
        [two] بقي يومان
        [few] بقيت { $count } أيام
       *[other] بقي { $count } يومًا
    }
tdx-check-present-by = التقديم قبل { $date } ({ $days }):

## tdx credit show (تبقى رموز حقول MT700 كما تكتبها SWIFT)

tdx-credit-unreadable = لا يمكن قراءة { $path } كنص: { $error }.
tdx-credit-refused = { $path }: مرفوض ({ $code }): { $error }
tdx-credit-title = الاعتماد المستندي { $number }
tdx-credit-message = الرسالة
tdx-credit-form = الشكل (40A)
tdx-credit-issued = تاريخ الإصدار (31C)
tdx-credit-rules = القواعد (40E)
tdx-credit-expires = الانتهاء (31D)
tdx-credit-applicant = طالب فتح الاعتماد (50)
tdx-credit-beneficiary = المستفيد (59)
tdx-credit-amount = المبلغ (32B)
tdx-credit-tolerance = نسبة التفاوت (39A)
tdx-credit-available = متاح (41a)
tdx-credit-allowed = مسموح
tdx-credit-not-allowed = غير مسموح
tdx-credit-conditional = مشروط
tdx-credit-partial-shipments = الشحنات الجزئية (43P)
tdx-credit-transhipment = إعادة الشحن (43T)
tdx-credit-place-of-receipt = مكان الاستلام (44A)
tdx-credit-port-of-loading = ميناء الشحن (44E)
tdx-credit-port-of-discharge = ميناء التفريغ (44F)
tdx-credit-final-destination = الوجهة النهائية (44B)
tdx-credit-latest-shipment = آخر موعد للشحن (44C)
tdx-credit-shipment-period = فترة الشحن (44D)
tdx-credit-goods = البضائع (45A)
tdx-credit-documents = المستندات (46A)
tdx-credit-conditions = الشروط (47A)
tdx-credit-presentation = التقديم (48)
tdx-credit-presentation-default = ٢١ يومًا بعد الشحن (UCP 600 المادة 14c: لا يوجد الحقل 48)
tdx-credit-field = الحقل { $tag }
tdx-credit-amended = معدَّل
tdx-credit-amendment-applied = طُبّق التعديل { $n }

## tdx generate-docs (للتحزيم)

tdx-docs-folder-failed = تعذّرت كتابة المجلد في { $folder }: { $error }
tdx-docs-man-failed = تعذّرت كتابة صفحة دليل في { $folder }: { $error }
tdx-docs-completion-failed = تعذّرت كتابة ملف إكمال في { $folder }: { $error }
tdx-docs-written = كُتب { $n } من الملفات في { $folder }.
