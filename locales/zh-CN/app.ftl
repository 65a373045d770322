# 窗口外壳：导航、状态栏、共用组件、登录。

## 导航
app-nav-main = 主导航
app-nav-ebls = 电子提单
app-nav-envelopes = 信封
app-nav-approvals = 审批
app-nav-activity = 活动记录
app-nav-rules = 规则
app-nav-contacts = 联系人
app-nav-keys = 密钥
app-nav-settings = 设置
