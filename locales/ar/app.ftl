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
