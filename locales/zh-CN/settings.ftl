# 设置：当前配置文件、配置文件、登记合约、第二人审批、信封、监视、语言、注册公司、关于。

settings-title = 设置
settings-subtitle = 此窗口使用的配置文件，以及应用本身。
settings-loading = 正在加载…
settings-load-failed = 无法加载设置

## 当前配置文件
settings-active-profile = 当前配置文件
settings-profile-name = 名称
settings-profile-kind = 类型
settings-app-version = 应用版本
settings-kind-sandbox = 内置沙盒
settings-kind-service-long = 贸易单证交换服务
settings-kind-service = 服务

## 关于
settings-about = 关于
settings-about-log-folder = 日志文件夹
settings-about-log-none = 无（日志输出到终端）
settings-about-log-detail = 每天一个文件，保留最近 7 个。如需更多细节，请在启动应用前设置 { $setting }。令牌、密钥、密码或签名内容从不写入日志。
settings-about-open-log = 打开日志文件夹
settings-about-open-log-failed = 无法打开日志文件夹
settings-about-pdf = PDF 查看器
settings-about-pdf-asking = 正在询问 PDF 查看器的沙盒状态…
settings-about-pdf-sandbox = PDF 查看器沙盒
settings-about-pdf-protections = PDF 查看器的保护措施
# 接在保护措施名称（粗体）之后。
settings-about-pdf-in-force = ：已生效 — { $words }
settings-about-pdf-missing = ：缺失 — { $words }
settings-about-pdf-failed = 无法询问 PDF 查看器

## 第二人审批（双人控制）
settings-approval = 第二人审批
settings-approval-load-failed = 无法加载该策略
settings-approval-policy = 第二人审批策略
settings-approval-about = 仅适用于此配置文件。准备操作的人创建签署请求，由另一位持有密钥的人在其自己的 eBL Desk 中批准；两人的姓名都记入操作日志。
settings-approval-required = 背书转让和交单需要第二人审批
settings-approval-copies = 包括副本
settings-approval-folder = 请求文件夹（可选）
settings-approval-folder-none = 无：请求需手动保存或复制。
settings-approval-folder-dialog = 提供请求的文件夹
settings-approval-choose-folder = 选择文件夹…
settings-approval-no-folder = 不使用文件夹
settings-approval-done-folder = 请求现在放在 { $folder } 中。
settings-approval-done-required = 此配置文件中的背书转让和交单现在需要第二人审批。
settings-approval-done-not-required = 此配置文件中的背书转让和交单不再需要第二人审批。
settings-approval-done-copies = 副本现在也需要第二人审批。
settings-approval-done-no-copies = 副本不再需要第二人审批。
settings-approval-done-no-folder = 请求不再放在文件夹中。
settings-approval-save-failed = 策略未保存

## 信封
settings-envelopes = 信封
settings-envelopes-load-failed = 无法加载信封设置
settings-envelopes-form = 信封设置
settings-envelopes-max = 最大文件（MiB）
settings-envelopes-max-hint = 更大的文件会在上传开始前被拒绝。
settings-envelopes-max-problem = 请输入以 MiB 为单位的整数，至少为 1。
settings-envelopes-save = 保存信封设置
settings-envelopes-saved = 已保存：可上传不超过 { NUMBER($mib, useGrouping: 0) } MiB 的文件。
settings-envelopes-save-failed = 信封设置未保存

## 服务配置文件表单的检查
settings-profile-problem-name = 请输入配置文件名称。
settings-profile-problem-url-empty = 请输入服务的基础 URL。
settings-profile-problem-url-rule = 基础 URL 必须以 { $https } 开头（仅 { $ip } 或 { $localhost } 可用普通 { $http }）。
settings-profile-problem-url-invalid = 这不是有效的地址（例如 { $example }）。
settings-profile-problem-url-host = 基础 URL 需要主机名。
settings-profile-problem-url-query = 基础 URL 不能包含查询（?…）或片段（#…）。
settings-profile-problem-client-id = 请输入服务提供给您的客户端 ID。
settings-profile-problem-company-empty = 请输入您的公司 ID。
settings-profile-problem-company-uuid = 公司 ID 必须是 UUID，例如 { $example }。
settings-profile-problem-inbox-empty = 请至少输入一个收件箱 ID。
settings-profile-problem-inbox-uuid = “{ $inbox }”不是 UUID；每个收件箱 ID 都必须是 UUID。
settings-profile-problem-scopes = 请至少选择一个权限范围。
settings-profile-problem-send-path = 信封发送路径必须是服务地址下的普通路径，例如 { $example }：{ $reason }。
settings-profile-problem-me-path = “我是谁”路径必须是服务地址下的普通路径，例如 { $example }：{ $reason }。
settings-path-empty = 它为空
settings-path-too-long = 它太长
settings-path-not-absolute = 它必须以 / 开头，且不能指定协议或主机
settings-path-double-slash = 它含有连续两个斜杠，会指向另一台主机
settings-path-dot = 它含有 . 或 .. 部分
settings-path-backslash = 它含有反斜杠，地址会将其读作斜杠
settings-path-colon = 它含有冒号，可能指定另一个协议或主机
settings-path-encoded = 它含有编码的斜杠、反斜杠、点或百分号（如 %2F）
settings-path-character = 它含有字符 { $character }

## 服务配置文件表单
settings-cancel = 取消
settings-profile-add-title = 添加服务配置文件
settings-profile-edit-title = 编辑“{ $name }”
settings-profile-base-url = 基础 URL
settings-profile-client-id = 客户端 ID
settings-profile-client-secret = 客户端密钥
settings-profile-moves-credentials = 这会将配置文件指向另一个服务：其会话和已保存的客户端密钥由旧服务签发，将被清除，因此绝不会发送到新地址。保存后请重新登录，并再次输入客户端密钥。
settings-profile-remove-secret = 删除已保存的客户端密钥
settings-profile-secret-new = 保存在系统密钥环中，之后不再显示。
settings-profile-secret-none = 此配置文件没有保存客户端密钥。
settings-profile-secret-removed = 已保存的客户端密钥将被删除。
settings-profile-secret-stored = 已保存客户端密钥 — 留空则保留
settings-profile-company-id = 公司 ID
settings-profile-inbox-ids = 收件箱 ID
settings-profile-inbox-ids-hint = 每行一个，或用逗号分隔。
settings-profile-scopes = 权限范围
settings-profile-send-path = 信封发送路径
settings-profile-me-path = “我是谁”路径
settings-profile-form-problems = 有些字段需要修改；未保存任何内容。
settings-profile-save-failed = 配置文件未保存
settings-profile-save = 保存更改
settings-profile-add = 添加配置文件

## 配置文件
settings-profiles = 配置文件
settings-profiles-loading = 正在加载配置文件…
settings-profiles-load-failed = 无法加载配置文件
settings-profiles-in-use = 使用中
settings-profiles-actions = 操作
settings-profiles-active = 当前
settings-profiles-use = 使用此配置文件
settings-profiles-use-named = 使用此配置文件：{ $name }
settings-profiles-edit = 编辑
settings-profiles-edit-named = 编辑 { $name }
settings-profiles-delete = 删除
settings-profiles-delete-named = 删除 { $name }
settings-profiles-delete-active = 请先切换到其他配置文件，再删除此配置文件。
settings-profiles-switch-failed = 配置文件未切换
settings-profiles-done-switched = 现在使用“{ $name }”。
settings-profiles-done-deleted = 配置文件“{ $name }”已删除。
settings-profiles-done-saved = 配置文件“{ $name }”已保存。
settings-profiles-done-added = 配置文件“{ $name }”已添加。
settings-profiles-confirm-named = 确认删除 { $name }
settings-profiles-confirm = 删除配置文件“{ $name }”？
settings-profiles-facts-loading = 正在查看配置文件包含的内容…
settings-profiles-facts-failed = 无法读取配置文件包含的内容
settings-profiles-confirm-yes = 是，删除配置文件
settings-profiles-confirm-no = 保留
settings-profiles-delete-failed = 配置文件未删除
settings-profiles-facts-key = 其签名密钥 { $address } 将从本机的密钥环中删除；若没有备份（在使用该配置文件时，于“密钥 › 导出密钥库备份”），将无法恢复。
settings-profiles-facts-no-key = 它在本机上没有签名密钥。
settings-profiles-facts-removed = 其已保存的客户端密钥、登录状态和缓存的电子提单将被删除，连同 { $drafts } 份信封草稿和 { $contacts } 个联系人。
settings-profiles-facts-journal = 其 { $count } 条操作日志记录仍可在“活动记录”中查看，显示为“{ $name }（已删除）”。
settings-profiles-facts-no-journal = 它没有操作日志记录。

## 登记合约（$label：应用给出的合约名称）
settings-registries = 登记合约
settings-registries-about = 您的密钥只为调用这些合约签名。每个合约在此配置文件首次签名时固定；不同的合约在您接受之前会被拒绝。
settings-registries-load-failed = 无法加载登记合约
settings-registries-accept-failed = 新地址未被接受
settings-registries-confirm-title = 接受新的登记地址？
settings-registries-confirm = 服务现在指定了不同的{ $label }。仅当您的服务运营方已公告此变更时才接受：此后您的密钥将为调用新合约签名。
settings-registries-pinned-now = 当前固定
settings-registries-new-address = 新地址
settings-registries-done = { $label }已更改为 { $address }。
settings-registries-accept = 接受新地址
settings-registries-keep = 保留已固定的地址
settings-registries-not-pinned = 尚未固定（首次签名时固定）
settings-registries-offered = 服务现在指定了 { $address }：在您接受之前将拒绝签名。
settings-registries-accept-named = 接受{ $label }的新登记地址
settings-registries-accept-registry = 接受新的登记地址

## 注册新公司（作为集成方）
settings-registration = 注册新公司
settings-registration-about = 作为集成方，在浏览器中打开服务的注册页面；新公司的用户在那里完成注册，然后浏览器返回本应用。
settings-registration-company-name = 公司名称
settings-registration-country = 国家（两个字母）
settings-registration-first-name = 名
settings-registration-last-name = 姓
settings-registration-email = 电子邮件
settings-registration-client-id = 集成方客户端 ID
settings-registration-secret = 集成方客户端密钥
settings-registration-start = 在浏览器中注册
settings-registration-waiting = 正在等待在浏览器中完成注册…
settings-registration-failed = 公司未注册
settings-registration-problem-name = 请输入公司名称。
settings-registration-problem-country = 请用两个字母输入国家（例如 CN）。
settings-registration-problem-email = 请输入有效的电子邮件地址。
settings-registration-problem-client-id = 请输入集成方客户端 ID。
settings-registration-problem-secret = 请输入集成方客户端密钥。
settings-registration-result = 注册结果
settings-registration-complete = { $company } 的注册已完成。
settings-registration-in-sandbox = 在沙盒中
settings-registration-sandbox-company = { $company }（{ $country }），收件箱 { $inboxes }

## 监视
settings-watching = 监视
settings-watching-about = eBL Desk 会检查每个保存了会话的配置文件，并在其中某份电子提单需要处理时通知您。
settings-watching-load-failed = 无法加载监视规则
settings-watch-rules = 监视规则
settings-watch-tell-me = 对于此配置文件，在以下情况下通知我
settings-watch-answered = 交单申请得到答复（接受或拒绝）
settings-watch-pending = 交单申请等待超过
settings-watch-unknown = 操作结果在以下时间后仍未知
settings-watch-newly-held = 有电子提单新近转到贵公司手中
settings-watch-untouched = 贵公司持有的电子提单未经处理达
settings-watch-deadlines = 电子提单在截止时间前未交单
settings-watch-lead = 新截止时间建议的提前量
settings-watch-unit-hours = 小时
settings-watch-unit-minutes = 分钟
settings-watch-unit-days = 天
settings-watch-number-hours = { $label }（小时）
settings-watch-number-minutes = { $label }（分钟）
settings-watch-number-days = { $label }（天）
settings-watch-problem-hours = 请输入整数小时数，范围为 1 到 { NUMBER($max, useGrouping: 0) }。
settings-watch-problem-minutes = 请输入整数分钟数，范围为 1 到 { NUMBER($max, useGrouping: 0) }。
settings-watch-problem-days = 请输入整数天数，范围为 1 到 { NUMBER($max, useGrouping: 0) }。
settings-watch-save = 保存监视规则
settings-watch-saved = 已保存：规则将从下次检查起生效。
settings-watch-save-failed = 监视规则未保存
settings-prefs-load-failed = 无法加载应用偏好设置
settings-close = 关闭窗口时
settings-close-ask = 询问
settings-close-tray = 在系统托盘中继续运行
settings-close-quit = 退出
settings-start-at-login = 登录时启动 eBL Desk
settings-start-at-login-about = 登录时启动的 eBL Desk 不打开窗口：它在系统托盘中监视。
settings-prefs-saved = 已保存。
settings-prefs-save-failed = 偏好设置未保存

## 语言
settings-language = 语言
settings-language-label = 语言
settings-language-follow-system = 跟随系统（{ $name }）
settings-language-load-failed = 无法读取语言设置
settings-language-save-failed = 语言未更改

## 窗口自身的错误
settings-profiles-not-a-list = 应用对配置文件列表的回答不是列表。
settings-registries-not-a-list = 应用对登记合约列表的回答不是列表。
settings-language-not-a-setting = 应用对语言查询的回答不是语言设置。
