# 公司在服务上的通知规则：列表、表单、启用和删除。

rules-title = 规则
rules-subtitle = 当电子提单发生变化或收到信封时，服务发送的通知。
rules-signed-out-title = 登录以查看您公司的规则
rules-signed-out-body = 规则属于您公司在服务上的设置：每条规则在其事件发生时调用 Webhook 或发送电子邮件。
rules-new = 新建规则
rules-saved = 已保存规则“{ $name }”。
rules-loading = 正在加载规则…
rules-load-failed = 无法加载规则
rules-change-failed = 规则未更改
rules-empty-title = 暂无规则
rules-empty-body = 创建一条规则，即可在电子提单发生变化或收到信封时收到 Webhook 调用或电子邮件。
rules-table = 规则
rules-col-name = 名称
rules-col-event = 事件
rules-col-actions = 操作
rules-col-enabled = 已启用
rules-col-buttons = 编辑或删除
rules-enabled-name = 已启用：{ $name }
rules-edit = 编辑
rules-edit-name = 编辑 { $name }
rules-delete = 删除
rules-delete-name = 删除 { $name }
rules-delete-title = 删除规则“{ $name }”？
rules-delete-failed = 规则未删除
rules-delete-confirm = 删除规则
rules-deleted = 已删除规则“{ $name }”。
rules-delete-body = 服务将停止发送其通知。此操作无法撤销。

## 事件和操作
rules-event-envelope-received = 收到信封
rules-event-invitation-accepted = 联系人邀请被接受
rules-event-ebl-update = 电子提单发生变化
rules-action-email = 发送电子邮件给
rules-action-email-everyone = 发送电子邮件给公司所有人
rules-action-webhook = 发送 Webhook

## 表单
rules-edit-rule = 编辑规则 { $name }
rules-edit-title = 编辑“{ $name }”
rules-name = 规则名称
rules-when = 触发条件
rules-ebl-webhooks-only = 电子提单规则只能发送 Webhook；以您公司的名义发送。
rules-enabled = 已启用
rules-actions = 操作
rules-add-action = 添加操作
rules-save-failed = 规则未保存
rules-saving = 正在保存…
rules-save = 保存规则
rules-emails-label = 电子邮件地址，每行一个（操作 { $n }）
rules-urls-label = Webhook 网址，每行一个（操作 { $n }）
rules-action-n = 操作 { $n }
rules-action-type-label = 操作 { $n } 的内容
rules-headers = 自定义请求头（操作 { $n }）
rules-header-name = 请求头 { $j } 名称（操作 { $n }）
rules-header-value = 请求头 { $j } 值（操作 { $n }）
rules-header-remove = 移除请求头 { $j }（操作 { $n }）
rules-add-header = 添加请求头（操作 { $n }）
rules-remove-action = 移除操作 { $n }

## 表单可发现的问题
rules-error-name = 请为规则命名。
rules-error-actions = 请至少添加一个操作。
rules-error-ebl-webhook-only = 电子提单规则只能发送 Webhook。
rules-error-email-none = 请至少添加一个电子邮件地址。
rules-error-not-email = “{ $value }”不是电子邮件地址。
rules-error-webhook-none = 请至少添加一个 Webhook 网址。
rules-error-not-url = “{ $value }”不是 http(s) 网址。
rules-error-header-name = “{ $value }”不是有效的请求头名称。
