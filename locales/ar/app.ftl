# واجهة النافذة: التنقل وشريط الحالة والمكوّنات المشتركة وتسجيل الدخول.

## التنقل
app-nav-main = الرئيسية
app-nav-ebls = سندات الشحن
app-nav-envelopes = المظاريف
app-nav-approvals = الموافقات
app-nav-activity = السجل
app-nav-rules = القواعد
app-nav-contacts = جهات الاتصال
app-nav-keys = المفاتيح
app-nav-settings = الإعدادات

## الواجهة
app-brand-name = eBL Desk
app-open-ebl-failed = تعذّر عرض سند الشحن الإلكتروني
app-opening-screen = جارٍ فتح { $screen }…
app-cancel = إلغاء
app-dismiss = إغلاق
app-keep-it = الإبقاء عليه
app-store-notice = البيانات المحلية

## شريط الحالة
app-status-bar = شريط الحالة
app-status-profile = ملف التعريف:
app-status-polling = التحقق الدوري
app-status-profile-unavailable = ملف التعريف غير متاح: { $message } ({ $code })
app-status-loading = جارٍ تحميل ملف التعريف…
app-interval-seconds = { $seconds } ث
app-interval-minutes = { $minutes } د
app-interval-hours = { $hours } س
app-interval-hours-minutes = { $hours } س { $minutes } د
app-poll-slowed = يجري التحقق كل { $interval } (قائمة كبيرة)

## إغلاق النافذة
app-close-title = هل تريد إبقاء eBL Desk قيد التشغيل؟
app-close-body-tray = في علبة النظام، يواصل eBL Desk متابعة سندات الشحن الإلكترونية لجميع ملفات التعريف الخاصة بك أثناء إغلاق نافذته، ويُعلمك عندما يحتاج أحدها إلى انتباهك: الرد على طلب تسليم، أو طلب ينتظر أكثر من اللازم، أو موعد نهائي يقترب. يؤدي الخروج إلى إيقاف المتابعة حتى تشغّله من جديد.
app-close-body-background = في الخلفية، يواصل eBL Desk متابعة سندات الشحن الإلكترونية لجميع ملفات التعريف الخاصة بك أثناء إغلاق نافذته، ويُعلمك عندما يحتاج أحدها إلى انتباهك: الرد على طلب تسليم، أو طلب ينتظر أكثر من اللازم، أو موعد نهائي يقترب. يؤدي الخروج إلى إيقاف المتابعة حتى تشغّله من جديد.
app-close-no-tray = لا توجد علبة نظام على سطح المكتب هذا: افتح eBL Desk مرة أخرى لإعادة هذه النافذة.
app-close-dont-ask = عدم السؤال مرة أخرى
app-close-change-later = يمكنك تغيير ذلك لاحقًا من الإعدادات ← المتابعة.
app-close-keep-tray = مواصلة العمل في علبة النظام
app-close-keep-background = مواصلة العمل في الخلفية
app-close-quit = خروج
app-close-failed = تعذّر إغلاق النافذة

## أخطاء من النافذة نفسها
app-error-code = رمز الخطأ:
app-error-ipc-failed = تعذّر على النافذة الاتصال بالتطبيق.
app-error-ipc-unreadable = لم يُجب التطبيق بطريقة تفهمها هذه النافذة.

## اختيار المستلم
app-recipient-title = اختر المستلم
app-recipient-intro-surrender = طلب التسليم { $reference } إلى:
app-recipient-intro-transfer = تظهير { $reference } إلى:
app-recipient-intro-copy = إرسال { $reference } كنسخة إلى:
app-recipient-search = البحث عن المستلمين
app-recipient-search-placeholder = ابحث في الشركات وجهات الاتصال
app-recipient-loading = جارٍ تحميل الشركات وجهات الاتصال…
app-recipient-load-failed = تعذّر تحميل المستلمين
app-recipient-known = المستلمون المعروفون
app-recipient-no-match = لا توجد شركة أو جهة اتصال مطابقة.
app-recipient-verified = جهة اتصال موثّقة
app-recipient-check = تحقّق: { $flag }
app-recipient-inbox-id = معرّف صندوق الوارد
app-recipient-not-inbox-id = هذا ليس معرّف صندوق وارد: يتكوّن المعرّف من أرقام ست عشرية بنمط 8-4-4-4-12، مثل { $example }.
app-recipient-own-inbox = هذا صندوق الوارد الخاص بشركتك.
app-recipient-unknown = مستلم غير معروف: صندوق الوارد هذا ليس لإحدى الشركات المعروفة ولا لجهات الاتصال الخاصة بك. تحقّق منه مع المستلم قبل المتابعة.
app-recipient-known-verified = المستلم: { $name } (جهة اتصال موثّقة)
app-recipient-known-source = المستلم: { $name } ({ $source })
app-recipient-continue = المتابعة إلى المراجعة

## الجلسة
app-session-signed-in-as = تم تسجيل الدخول باسم
app-session-your-company = شركتك
app-session-identity-not-asked = لم تُسأل الخدمة عن هويتك
app-session-read-only = تسجيل دخول للقراءة فقط: يمكنك الاطلاع على سندات الشحن الإلكترونية، لكن طلب التسليم والتظهير وإرسال النسخ تتطلب تسجيل دخول بنطاق
app-session-read-only-scope = .
app-session-sign-out = تسجيل الخروج
app-session-sign-out-failed = تعذّر تسجيل الخروج
app-signin-the-service = الخدمة
app-signin-title = سجّل الدخول لعرض سندات الشحن الإلكترونية الخاصة بك
app-signin-waiting = في انتظار تسجيل دخولك في المتصفح…
app-signin-page-opened = فُتحت صفحة { $where } في متصفحك. سجّل الدخول هناك واسمح لـ eBL Desk بالوصول؛ ستتابع هذه النافذة من تلقاء نفسها.
app-signin-reopen = فتح المتصفح مرة أخرى
app-signin-intro = سجّل الدخول إلى { $where } في متصفحك. بعد ذلك يعرض eBL Desk كل سند شحن إلكتروني مع حالته ودورك وما إذا كانت شركتك تحمله، ويتيح لك طلب التسليم أو التظهير.
app-signin-button = تسجيل الدخول
app-signin-not-signed-in-sentence = لم يتم تسجيل الدخول.
app-signin-not-signed-in = لم يتم تسجيل الدخول
