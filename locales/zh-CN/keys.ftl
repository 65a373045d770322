# 密钥：签名密钥（系统密钥环中或安全模块中）、它在服务上的状态、PIN 输入。

keys-title = 密钥
keys-subtitle = 为贵公司的操作签名的区块链密钥。
keys-loading = 正在读取密钥环…
keys-load-failed = 无法读取密钥环
keys-cancel = 取消
keys-no-label = （无标签）

## 使用中的密钥
keys-none-title = 尚无签名密钥
keys-none-about = 您的密钥在本机上为交单申请、背书转让和信封签名。它保存在系统密钥环中，从不在此窗口中显示；只显示其地址。也可以使用安全模块中的密钥（见下文）：它在模块内部签名，从不离开模块。
keys-current-title = 签名密钥
keys-kept = 保存位置
keys-kept-where = 密钥的保存位置
keys-kept-module = 在安全模块 { $token } 中 · 密钥 { $key }
keys-kept-keyring = 在本机的系统密钥环中
keys-module = 模块
keys-address = 地址
keys-address-label = 密钥地址
keys-copy-address = 复制地址
keys-done-copied = 地址已复制。
keys-copy-failed = 无法复制地址；请选中后手动复制。
keys-use-keyring = 改用密钥环中的密钥
keys-use-keyring-failed = 未能选用密钥环中的密钥
keys-done-keyring-again = 重新使用密钥环中的密钥签名：{ $address }
keys-done-keyring-empty = 密钥环中没有密钥：请在下方添加。

## 添加或替换密钥
keys-add-title = 添加密钥
keys-replace-title = 替换密钥
keys-replace-current = 替换当前密钥 { $address }（它将从本机删除，没有备份便无法恢复 — 请先导出备份）
keys-generate = 生成密钥
keys-generate-failed = 未生成密钥
keys-hex-label = 私钥（十六进制）
keys-hex-import = 导入十六进制密钥
keys-hex-failed = 密钥未导入
keys-keystore-filter = 密钥库（JSON）
keys-keystore-dialog = 导入密钥库文件
keys-keystore-import = 导入密钥库文件…
keys-keystore-form = 导入密钥库
keys-keystore-file = 文件：{ $path }
keys-keystore-password = 密钥库密码
keys-keystore-submit = 导入
keys-keystore-pick-failed = 未选择文件
keys-keystore-failed = 密钥库未导入
keys-done-generated = 已生成新密钥：{ $address }
keys-done-imported = 已导入密钥：{ $address }
keys-done-imported-keystore = 已从密钥库导入密钥：{ $address }

## 备份
keys-backup = 备份
keys-backup-export = 导出密钥库备份…
keys-backup-about = 备份即用此密码加密的密钥（v3 版 JSON 密钥库格式）。
keys-backup-password = 备份密码
keys-backup-confirm = 确认密码
keys-backup-too-short = 请使用至少 { $min } 个字符的密码。
keys-backup-not-same = 两次输入的密码不一致。
keys-backup-dialog = 保存密钥库备份
keys-backup-save = 保存备份…
keys-backup-failed = 备份未保存
keys-done-backup = 备份已保存到 { $path }

## 删除密钥
keys-remove = 删除
keys-remove-button = 删除密钥
keys-remove-confirm-label = 确认删除
keys-remove-confirm = 从本机删除签名密钥 { $address }？没有备份便无法恢复，并且在您重新添加密钥之前，eBL Desk 无法签名。
keys-remove-yes = 是，删除密钥
keys-remove-no = 保留密钥
keys-remove-failed = 密钥未删除
keys-done-removed = 签名密钥 { $address } 已从本机删除。

## 密钥在服务上的状态
keys-standing = 在服务上
keys-standing-loading = 正在向服务询问此密钥…
keys-standing-load-failed = 无法读取密钥状态
keys-standing-status = 状态
keys-standing-status-label = 密钥状态
keys-standing-no-key = 无密钥
keys-standing-not-registered = 未注册
keys-standing-pending = 等待批准
keys-standing-approved = 已批准
keys-standing-revoked = 已吊销
keys-standing-not-offered = 此服务不报告
keys-standing-unknown = 未知
keys-standing-register = 注册此密钥
keys-standing-approve = 批准（沙盒）
keys-standing-registration-text = 注册会在本机用此密钥签署以下文本；密钥本身从不发送：
keys-standing-text-to-sign = 待签署的文本
keys-standing-no-company = 此配置文件不知道贵公司：请在“设置”中添加公司 ID 以注册此密钥。
keys-standing-sandbox-about = 在正式部署中，由贵公司的管理员批准新密钥。在演示中，“批准（沙盒）”代替管理员。
keys-standing-unlock-and-register = 解锁并注册
keys-standing-register-failed = 密钥未注册
keys-standing-approve-failed = 密钥未获批准

## 安全模块中的密钥（PKCS#11）
keys-module-title = 使用安全模块中的密钥
keys-module-about = 硬件安全模块或智能卡中的密钥在其内部签名，从不离开；eBL Desk 在签名需要时询问其 PIN，且不保存。
keys-module-library = 模块库（PKCS#11）
keys-module-usual = 常用模块
keys-module-usual-named = { $name }：{ $path }
keys-module-smart-card = 智能卡（{ $product }）
keys-module-list-tokens = 列出令牌
keys-module-asking = 正在向模块查询其令牌…
keys-module-tokens-failed = 无法列出模块的令牌
keys-module-no-token = 此模块没有令牌：请初始化一个令牌或插入卡片，然后重新列出。
keys-module-token = 令牌
keys-module-token-serial = （序列号 { $serial }）
keys-module-token-serial-maker = （序列号 { $serial }，{ $maker }）
keys-module-token-absent = — 不在位
keys-module-reading-keys = 正在读取 { $token } 上的密钥…
keys-module-keys-failed = 无法列出令牌上的密钥
keys-module-no-key = { $token } 上还没有密钥：请在下方生成一个。
keys-module-keys-on = { $token } 上的密钥
keys-module-key-id = （ID { $id }，{ $curve }）
keys-module-cannot-sign = — 无法签名。{ $why }
keys-module-chosen = 所选密钥
keys-module-key = 密钥
keys-module-key-on = { $token } 上的 { $key }
keys-module-chosen-address = 所选密钥的地址
keys-module-signs-now = 当前由此密钥签名。
keys-module-use = 使用此密钥
keys-module-use-failed = 未能选用该密钥
keys-module-done-chosen = 使用 { $token } 上的密钥 { $key } 签名：{ $address }
keys-module-generate = 在令牌上生成密钥
keys-module-generate-on = 在 { $token } 上生成密钥
keys-module-generate-about = 在令牌内部生成的 { $curve } 密钥：无法从中读出，即使 eBL Desk 也不能。
keys-module-key-label = 密钥标签
keys-module-generating = 正在 { $token } 内部生成密钥…
keys-module-generated = 已在 { $token } 上生成密钥 { $key }。它已在上方选中：请核对其地址，然后点击“使用此密钥”。
keys-module-generated-address = 已在 { $token } 上生成密钥 { $key }：{ $address }。它已在上方选中：请核对其地址，然后点击“使用此密钥”。
keys-module-generate-failed = 未能在令牌上生成密钥

## 安全模块的 PIN，签名前询问
keys-pin-of = { $token } 的 PIN
keys-pin-of-module = 安全模块的 PIN
keys-pin-needed = 需要 PIN
keys-pin-about-token = 密钥在安全模块 { $token } 中。请输入其 PIN 以签名；尚未签署或发送任何内容。
keys-pin-about = 密钥在安全模块中。请输入其 PIN 以签名；尚未签署或发送任何内容。
keys-pin-wrong = PIN 错误：请重新输入
keys-pin-locked = 令牌已锁定：在其安全管理员解锁之前，无法用它签名
keys-pin-failed = 令牌未解锁
keys-pin-unlock-and-sign = 解锁并签名
keys-pin-cancel = 不签名
