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

## 外壳
app-brand-name = eBL Desk
app-open-ebl-failed = 无法显示该电子提单
app-opening-screen = 正在打开{ $screen }…
app-cancel = 取消
app-dismiss = 关闭
app-keep-it = 保留
app-store-notice = 本地数据

## 状态栏
app-status-bar = 状态栏
app-status-profile = 配置文件：
app-status-polling = 轮询
app-status-profile-unavailable = 配置文件不可用：{ $message }（{ $code }）
app-status-loading = 正在加载配置文件…
app-interval-seconds = { $seconds } 秒
app-interval-minutes = { $minutes } 分钟
app-interval-hours = { $hours } 小时
app-interval-hours-minutes = { $hours } 小时 { $minutes } 分钟
app-poll-slowed = 每 { $interval } 检查一次（列表较大）

## 关闭窗口
app-close-title = 让 eBL Desk 保持运行？
app-close-body-tray = 在系统托盘中，eBL Desk 会在窗口关闭期间继续关注您所有配置文件的电子提单，并在某份需要处理时通知您：交单申请已答复、请求等待过久、截止日期临近。退出后将停止关注，直到您再次启动它。
app-close-body-background = 在后台，eBL Desk 会在窗口关闭期间继续关注您所有配置文件的电子提单，并在某份需要处理时通知您：交单申请已答复、请求等待过久、截止日期临近。退出后将停止关注，直到您再次启动它。
app-close-no-tray = 此桌面没有系统托盘：再次打开 eBL Desk 即可恢复此窗口。
app-close-dont-ask = 不再询问
app-close-change-later = 您可以稍后在“设置 → 关注”中更改。
app-close-keep-tray = 在系统托盘中继续运行
app-close-keep-background = 在后台继续运行
app-close-quit = 退出
app-close-failed = 无法关闭窗口

## 窗口自身产生的错误
app-error-code = 错误代码：
app-error-ipc-failed = 窗口无法与应用通信。
app-error-ipc-unreadable = 应用的应答方式此窗口无法理解。

## 选择收件人
app-recipient-title = 选择收件人
app-recipient-intro-surrender = 将 { $reference } 申请交单给：
app-recipient-intro-transfer = 将 { $reference } 背书转让给：
app-recipient-intro-copy = 将 { $reference } 以副本发送给：
app-recipient-search = 搜索收件人
app-recipient-search-placeholder = 搜索公司和联系人
app-recipient-loading = 正在加载公司和联系人…
app-recipient-load-failed = 无法加载收件人
app-recipient-known = 已知收件人
app-recipient-no-match = 没有匹配的公司或联系人。
app-recipient-verified = 已验证的联系人
app-recipient-check = 请核实：{ $flag }
app-recipient-inbox-id = 收件箱 ID
app-recipient-not-inbox-id = 这不是收件箱 ID：收件箱 ID 是 8-4-4-4-12 位的十六进制数字，例如 { $example }。
app-recipient-own-inbox = 这是您自己公司的收件箱。
app-recipient-unknown = 未知收件人：此收件箱不属于任何已知公司，也不在您的联系人中。继续之前请与收件人核实。
app-recipient-known-verified = 收件人：{ $name }（已验证的联系人）
app-recipient-known-source = 收件人：{ $name }（{ $source }）
app-recipient-continue = 继续审核

## 会话
app-session-signed-in-as = 已登录为
app-session-your-company = 您的公司
app-session-identity-not-asked = 未向服务查询您的身份
app-session-read-only = 只读登录：您可以查看电子提单，但申请交单、背书转让和发送副本需要具有
app-session-read-only-scope = 权限范围的登录。
app-session-sign-out = 退出登录
app-session-sign-out-failed = 无法退出登录
app-signin-the-service = 服务
app-signin-title = 登录以查看您的电子提单
app-signin-waiting = 正在等待您在浏览器中登录…
app-signin-page-opened = 已在浏览器中打开 { $where } 的页面。请在那里登录并允许 eBL Desk 访问；此窗口会自动继续。
app-signin-reopen = 再次打开浏览器
app-signin-intro = 请在浏览器中登录 { $where }。之后，eBL Desk 会列出每份电子提单及其状态、您的角色以及您的公司是否持有它，并让您申请交单或背书转让。
app-signin-button = 登录
app-signin-not-signed-in-sentence = 未登录。
app-signin-not-signed-in = 未登录
