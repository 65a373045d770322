// The IPC contract, read from the `#[tauri::command]` functions in `src/commands/*.rs`: each
// command's name, its arguments (those the window sends) and its answer. `build.rs` includes
// this file and writes everything else from it: the app manifest's command list, the
// `generate_handler!` list (`$OUT_DIR/handlers.rs`, included by `src/lib.rs`), the permissions
// of `capabilities/default.json`, and `ui/src/bindings/CommandMap.ts` + `CommandName.ts`.
// `tests/contract.rs` includes it too, to test it and to check the written files are current.
//
// No dependency but `syn` (and `serde_json` to read the capability), so the build script stays
// quick.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

/// One command as its Rust signature declares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// The file stem of `src/commands/<area>.rs`.
    pub area: String,
    /// The function's name, which is the command's name.
    pub name: String,
    /// The `///` lines, without the leading space.
    pub docs: Vec<String>,
    /// `#[cfg(...)]` attributes, as written (the e2e hooks exist only with their feature).
    pub cfgs: Vec<String>,
    /// What the window sends: (camelCase name, TypeScript type).
    pub args: Vec<(String, String)>,
    /// The TypeScript type of the answer.
    pub result: String,
    /// The binding types (`ui/src/bindings/<Name>.ts`) the types above name.
    pub imports: BTreeSet<String>,
    /// Whether a type above is `Channel<…>` (from `@tauri-apps/api/core`).
    pub channel: bool,
}

/// Arguments Tauri fills in itself (the window does not send them), by their type's last name.
const INJECTED: &[&str] = &[
    "State",
    "AppHandle",
    "Window",
    "WebviewWindow",
    "Webview",
    "Request",
    "CommandScope",
    "GlobalScope",
];

/// Every command in `dir` (`src/commands`), files in name order, functions in file order.
pub fn read_dir(dir: &Path) -> Result<Vec<Command>, String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    let mut commands = Vec::new();
    for path in files {
        let Some(area) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        commands.extend(parse_file(area, &text).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    let mut seen = BTreeSet::new();
    for c in &commands {
        if !seen.insert(c.name.as_str()) {
            return Err(format!("the command `{}` is defined twice", c.name));
        }
    }
    Ok(commands)
}

/// The commands of one `src/commands/<area>.rs`.
pub fn parse_file(area: &str, text: &str) -> Result<Vec<Command>, String> {
    let file = syn::parse_file(text).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for item in &file.items {
        let syn::Item::Fn(f) = item else { continue };
        if !f.attrs.iter().any(is_command_attr) {
            continue;
        }
        out.push(command(area, f)?);
    }
    Ok(out)
}

fn is_command_attr(attr: &syn::Attribute) -> bool {
    let segments: Vec<String> = attr
        .path()
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    segments == ["tauri", "command"] || segments == ["command"]
}

fn command(area: &str, f: &syn::ItemFn) -> Result<Command, String> {
    let name = f.sig.ident.to_string();
    let mut docs = Vec::new();
    let mut cfgs = Vec::new();
    for attr in &f.attrs {
        if attr.path().is_ident("doc") {
            if let syn::Meta::NameValue(nv) = &attr.meta
                && let syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) = &nv.value
            {
                let line = s.value();
                docs.push(
                    line.strip_prefix(' ')
                        .unwrap_or(&line)
                        .trim_end()
                        .to_owned(),
                );
            }
        } else if attr.path().is_ident("cfg") {
            let list = attr
                .meta
                .require_list()
                .map_err(|e| format!("{name}: {e}"))?;
            cfgs.push(format!("#[cfg({})]", list.tokens));
        }
    }
    let mut ts = Ts::default();
    let mut args = Vec::new();
    for input in &f.sig.inputs {
        let syn::FnArg::Typed(arg) = input else {
            return Err(format!("{name}: a command is a free function (no `self`)"));
        };
        if is_injected(&arg.ty) {
            continue;
        }
        let syn::Pat::Ident(ident) = &*arg.pat else {
            return Err(format!("{name}: an argument that is not a plain name"));
        };
        let arg_name = ident.ident.to_string();
        let ty = ts
            .ty(&arg.ty)
            .map_err(|e| format!("{name}, argument `{arg_name}`: {e}"))?;
        args.push((camel_case(&arg_name), ty));
    }
    let result = match &f.sig.output {
        syn::ReturnType::Default => "void".to_owned(),
        syn::ReturnType::Type(_, ty) => ts
            .answer(ty)
            .map_err(|e| format!("{name}, its answer: {e}"))?,
    };
    Ok(Command {
        area: area.to_owned(),
        name,
        docs,
        cfgs,
        args,
        result,
        imports: ts.imports,
        channel: ts.channel,
    })
}

fn is_injected(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Reference(r) => is_injected(&r.elem),
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .is_some_and(|s| INJECTED.contains(&s.ident.to_string().as_str())),
        _ => false,
    }
}

/// `snake_case` → `camelCase`, as Tauri names the arguments the window sends.
pub fn camel_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = !out.is_empty();
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Maps Rust types to TypeScript, collecting what the file must import.
#[derive(Debug, Default)]
pub struct Ts {
    pub imports: BTreeSet<String>,
    pub channel: bool,
}

impl Ts {
    /// A command's answer: `Result<T, _>` answers `T` (the error goes to the window's `catch`),
    /// `Json<T>` (pre-serialized JSON) answers `T`, `Bytes` answers `RawBytes`.
    pub fn answer(&mut self, ty: &syn::Type) -> Result<String, String> {
        let (name, args) = last_segment(ty).unwrap_or_default();
        match (name.as_str(), args.as_slice()) {
            ("Result", [ok, ..]) => self.answer(ok),
            ("Json", [t]) => self.ty(t),
            ("Bytes", []) => Ok("RawBytes".to_owned()),
            ("Response", _) => Err(
                "a `tauri::ipc::Response` has no type the window can know: answer `Json<T>` \
                 (pre-serialized JSON of a T) or `Bytes` (src/ipc.rs)"
                    .to_owned(),
            ),
            _ => self.ty(ty),
        }
    }

    /// The TypeScript type of a Rust type that crosses IPC as JSON.
    pub fn ty(&mut self, ty: &syn::Type) -> Result<String, String> {
        match ty {
            syn::Type::Reference(r) => self.ty(&r.elem),
            syn::Type::Paren(p) => self.ty(&p.elem),
            syn::Type::Tuple(t) if t.elems.is_empty() => Ok("void".to_owned()),
            syn::Type::Slice(s) => Ok(array(&self.ty(&s.elem)?)),
            syn::Type::Path(_) => {
                let Some((name, args)) = last_segment(ty) else {
                    return Err("a type this generator does not know".to_owned());
                };
                self.named(&name, &args)
            }
            _ => Err(
                "a type this generator does not know (tuples, arrays, impl Trait, ...)".to_owned(),
            ),
        }
    }

    fn named(&mut self, name: &str, args: &[&syn::Type]) -> Result<String, String> {
        let one = |what: &str| -> Result<&syn::Type, String> {
            match args {
                [t] => Ok(*t),
                _ => Err(format!("`{what}` takes one type")),
            }
        };
        Ok(match name {
            "String" | "str" | "char" | "PathBuf" | "Path" => "string".to_owned(),
            "bool" => "boolean".to_owned(),
            // Every integer is a `number`, as the ts-rs bindings give them (`#[ts(type = "number")]`
            // on the 64-bit ones): the values the app sends are far below 2^53.
            "u8" | "u16" | "u32" | "u64" | "u128" | "usize" | "i8" | "i16" | "i32" | "i64"
            | "i128" | "isize" | "f32" | "f64" => "number".to_owned(),
            "Option" => format!("{} | null", self.ty(one("Option")?)?),
            "Vec" | "VecDeque" | "BTreeSet" | "HashSet" => array(&self.ty(one(name)?)?),
            "Box" | "Arc" | "Rc" | "Cow" => self.ty(one(name)?)?,
            "Channel" => {
                self.channel = true;
                format!("Channel<{}>", self.ty(one("Channel")?)?)
            }
            "Result" | "Json" | "Bytes" | "Response" => {
                return Err(format!("`{name}` is only an answer, not a part of one"));
            }
            "HashMap" | "BTreeMap" => {
                return Err(format!(
                    "`{name}`: give it a named type that derives ts_rs::TS"
                ));
            }
            _ if args.is_empty() && name.starts_with(|c: char| c.is_ascii_uppercase()) => {
                self.imports.insert(name.to_owned());
                name.to_owned()
            }
            _ => return Err(format!("`{name}` is a type this generator does not know")),
        })
    }
}

fn array(item: &str) -> String {
    if item.contains(' ') {
        format!("({item})[]")
    } else {
        format!("{item}[]")
    }
}

/// A path type's last name and its type arguments.
fn last_segment(ty: &syn::Type) -> Option<(String, Vec<&syn::Type>)> {
    let syn::Type::Path(p) = ty else { return None };
    if p.qself.is_some() {
        return None;
    }
    let segment = p.path.segments.last()?;
    let args = match &segment.arguments {
        syn::PathArguments::AngleBracketed(a) => a
            .args
            .iter()
            .filter_map(|a| match a {
                syn::GenericArgument::Type(t) => Some(t),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    Some((segment.ident.to_string(), args))
}

/// `allow-<name>`: the permission the app manifest makes for a command.
pub fn permission(name: &str) -> String {
    format!("allow-{}", name.replace('_', "-"))
}

/// `$OUT_DIR/handlers.rs`: the `generate_handler!` call `src/lib.rs` includes.
pub fn handlers_rs(commands: &[Command]) -> String {
    let mut out = String::from(
        "// Generated by build.rs from the #[tauri::command] functions in src/commands/*.rs.\n\
         tauri::generate_handler![\n",
    );
    for c in commands {
        for cfg in &c.cfgs {
            let _ = writeln!(out, "    {cfg}");
        }
        if c.area == "mod" {
            let _ = writeln!(out, "    commands::{},", c.name);
        } else {
            let _ = writeln!(out, "    commands::{}::{},", c.area, c.name);
        }
    }
    out.push_str("]\n");
    out
}

/// `capabilities/default.json` with its own permissions set to one `allow-<name>` per command,
/// after the others it grants (`core:event:*`, kept as they are, like its description).
pub fn capability(current: &str, commands: &[Command]) -> Result<String, String> {
    let json: serde_json::Value =
        serde_json::from_str(current).map_err(|e| format!("capabilities/default.json: {e}"))?;
    let serde_json::Value::Object(map) = &json else {
        return Err("capabilities/default.json: not an object".to_owned());
    };
    let mut permissions: Vec<serde_json::Value> = map
        .get("permissions")
        .and_then(|p| p.as_array())
        .into_iter()
        .flatten()
        .filter(|p| p.as_str().is_none_or(|p| p.contains(':')))
        .cloned()
        .collect();
    permissions.extend(commands.iter().map(|c| permission(&c.name).into()));
    let mut out = serde_json::Map::new();
    for (key, value) in map {
        if key != "permissions" {
            out.insert(key.clone(), value.clone());
        }
    }
    out.insert("permissions".to_owned(), permissions.into());
    // serde_json sorts the keys; write them in the file's own order instead.
    let mut text = String::from("{\n");
    let keys: Vec<&String> = out.keys().collect();
    let order = file_key_order(current, &keys);
    for (i, key) in order.iter().enumerate() {
        let value = serde_json::to_string_pretty(&out[key.as_str()]).map_err(|e| e.to_string())?;
        let value = value.replace('\n', "\n  ");
        let comma = if i + 1 < order.len() { "," } else { "" };
        let _ = writeln!(
            text,
            "  {}: {value}{comma}",
            serde_json::Value::from(key.as_str())
        );
    }
    text.push_str("}\n");
    Ok(text)
}

/// The keys in the order the file writes them (its `"key":` positions), unknown ones last.
fn file_key_order(text: &str, keys: &[&String]) -> Vec<String> {
    let mut found: Vec<(usize, String)> = keys
        .iter()
        .map(|k| {
            let pattern = format!("{}:", serde_json::Value::from(k.as_str()));
            (text.find(&pattern).unwrap_or(usize::MAX), (*k).clone())
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, k)| k).collect()
}

const TS_HEADER: &str = "// Generated by src-tauri/build.rs from the #[tauri::command] functions in \
                         src-tauri/src/commands/*.rs. Do not edit this file manually.\n";

/// `ui/src/bindings/CommandMap.ts`: every command's arguments and answer.
pub fn command_map_ts(commands: &[Command]) -> String {
    let mut imports = BTreeSet::new();
    let mut channel = false;
    for c in commands {
        imports.extend(c.imports.iter().cloned());
        channel |= c.channel;
    }
    let mut out = String::from(TS_HEADER);
    out.push('\n');
    if channel {
        out.push_str("import type { Channel } from \"@tauri-apps/api/core\";\n\n");
    }
    out.push_str("import type { NoArgs, RawBytes } from \"../api/commands\";\n");
    for name in &imports {
        let _ = writeln!(out, "import type {{ {name} }} from \"./{name}\";");
    }
    out.push_str(
        "\n/**\n * Every command the window may call: the arguments it sends (camelCase; Tauri hands \
         them to the\n * Rust snake_case ones) and what it answers (`void`: nothing, sent as null).\n */\n\
         export interface CommandMap {\n",
    );
    let mut area = "";
    for c in commands {
        if c.area != area {
            area = &c.area;
            let _ = writeln!(out, "  // {area}.rs");
        }
        if let [line] = c.docs.as_slice() {
            let _ = writeln!(out, "  /** {} */", line.replace("*/", "*\\/"));
        } else if !c.docs.is_empty() {
            out.push_str("  /**\n");
            for line in &c.docs {
                let line = line.replace("*/", "*\\/");
                if line.is_empty() {
                    out.push_str("   *\n");
                } else {
                    let _ = writeln!(out, "   * {line}");
                }
            }
            out.push_str("   */\n");
        }
        let args = if c.args.is_empty() {
            "NoArgs".to_owned()
        } else {
            let fields: Vec<String> = c.args.iter().map(|(n, t)| format!("{n}: {t}")).collect();
            format!("{{ {} }}", fields.join("; "))
        };
        let _ = writeln!(
            out,
            "  {}: {{ args: {args}; result: {} }};",
            c.name, c.result
        );
    }
    out.push_str("}\n");
    out
}

/// `ui/src/bindings/CommandName.ts`: the names `call` accepts.
pub fn command_name_ts(commands: &[Command]) -> String {
    let mut out = String::from(TS_HEADER);
    out.push_str("\n/**\n * The name of every command the window may call.\n */\nexport type CommandName =\n");
    for c in commands {
        let _ = writeln!(out, "  | \"{}\"", c.name);
    }
    out.push_str(";\n");
    out
}

/// Writes `path` only when `text` differs from what it holds (so nothing rebuilds for nothing).
pub fn write_if_changed(path: &Path, text: &str) -> Result<bool, String> {
    if std::fs::read_to_string(path).ok().as_deref() == Some(text) {
        return Ok(false);
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(text: &str) -> (String, Ts) {
        let parsed: syn::Type = syn::parse_str(text).unwrap();
        let mut ts = Ts::default();
        let out = ts.answer(&parsed).unwrap_or_else(|e| format!("error: {e}"));
        (out, ts)
    }

    #[test]
    fn rust_types_map_to_the_typescript_the_window_sees() {
        for (rust, expected) in [
            ("String", "string"),
            ("&str", "string"),
            ("PathBuf", "string"),
            ("bool", "boolean"),
            ("u32", "number"),
            ("u64", "number"),
            ("i64", "number"),
            ("f64", "number"),
            ("()", "void"),
            ("Option<String>", "string | null"),
            ("Vec<String>", "string[]"),
            ("Vec<Option<u32>>", "(number | null)[]"),
            ("Option<KeyInfo>", "KeyInfo | null"),
            (
                "Result<Vec<tdx_desk::view::Recipient>, IpcError>",
                "Recipient[]",
            ),
            ("Result<(), IpcError>", "void"),
            ("Result<Json<EblList>, IpcError>", "EblList"),
            ("Result<Bytes, IpcError>", "RawBytes"),
            (
                "tauri::ipc::Channel<UploadProgress>",
                "Channel<UploadProgress>",
            ),
        ] {
            assert_eq!(ty(rust).0, expected, "{rust}");
        }
        let (_, ts) = ty("Result<Vec<Draft>, IpcError>");
        assert_eq!(ts.imports, BTreeSet::from(["Draft".to_owned()]));
        assert!(ty("Channel<UploadProgress>").1.channel);
    }

    #[test]
    fn a_type_the_window_cannot_know_is_refused_with_a_reason() {
        assert!(ty("Result<Response, IpcError>").0.contains("Json<T>"));
        assert!(ty("HashMap<String, u32>").0.starts_with("error:"));
        assert!(ty("(u32, u32)").0.starts_with("error:"));
    }

    #[test]
    fn snake_case_arguments_are_sent_in_camel_case() {
        assert_eq!(camel_case("ebl_id"), "eblId");
        assert_eq!(camel_case("on_progress"), "onProgress");
        assert_eq!(camel_case("width_px"), "widthPx");
        assert_eq!(camel_case("refresh"), "refresh");
    }

    const SAMPLE: &str = r#"
        use tauri::State;

        fn helper() {}

        /// Uploads the saved draft; progress goes to `on_progress`.
        ///
        /// Second paragraph.
        #[tauri::command]
        pub async fn envelope_upload<R: Runtime>(
            app: AppHandle<R>,
            desk: State<'_, DeskApp>,
            id: String,
            on_progress: Channel<UploadProgress>,
        ) -> Result<Draft, IpcError> {
            todo!()
        }

        #[cfg(feature = "e2e-hooks")]
        #[tauri::command]
        pub fn e2e_answer_dialog(dialogs: State<'_, Dialogs>, paths: Vec<String>) {}
    "#;

    #[test]
    fn a_command_is_read_from_its_signature() {
        let commands = parse_file("envelopes", SAMPLE).unwrap();
        assert_eq!(commands.len(), 2, "helper() is not a command");
        let upload = &commands[0];
        assert_eq!(upload.name, "envelope_upload");
        assert_eq!(
            upload.args,
            vec![
                ("id".to_owned(), "string".to_owned()),
                (
                    "onProgress".to_owned(),
                    "Channel<UploadProgress>".to_owned()
                ),
            ],
            "AppHandle and State are Tauri's, not the window's"
        );
        assert_eq!(upload.result, "Draft");
        assert_eq!(
            upload.docs,
            [
                "Uploads the saved draft; progress goes to `on_progress`.",
                "",
                "Second paragraph."
            ]
        );
        assert!(upload.cfgs.is_empty());
        let hook = &commands[1];
        assert_eq!(hook.cfgs, ["#[cfg(feature = \"e2e-hooks\")]"]);
        assert_eq!(hook.result, "void");

        let handlers = handlers_rs(&commands);
        assert!(handlers.contains(
            "    commands::envelopes::envelope_upload,\n    #[cfg(feature = \"e2e-hooks\")]\n    \
             commands::envelopes::e2e_answer_dialog,\n]"
        ));
        let map = command_map_ts(&commands);
        assert!(map.contains(
            "  envelope_upload: { args: { id: string; onProgress: Channel<UploadProgress> }; result: Draft };"
        ));
        assert!(map.contains("  e2e_answer_dialog: { args: { paths: string[] }; result: void };"));
        assert!(map.contains("import type { Channel } from \"@tauri-apps/api/core\";"));
        assert!(map.contains("import type { Draft } from \"./Draft\";"));
        assert!(map.contains("  /**\n   * Uploads the saved draft"));
    }

    #[test]
    fn a_command_with_an_unknown_answer_fails_the_build_naming_it() {
        let err = parse_file(
            "ebls",
            "#[tauri::command] pub fn list_ebls() -> Result<Response, IpcError> { todo!() }",
        )
        .unwrap_err();
        assert!(err.starts_with("list_ebls, its answer:"), "{err}");
    }

    #[test]
    fn the_capability_keeps_its_other_permissions_and_grants_each_command() {
        let commands = parse_file("a", "#[tauri::command] fn sign_in() {}").unwrap();
        let current = r#"{
  "identifier": "default",
  "description": "Quoted \"text\".",
  "permissions": ["core:event:allow-listen", "allow-gone"]
}"#;
        let written = capability(current, &commands).unwrap();
        assert_eq!(
            written,
            "{\n  \"identifier\": \"default\",\n  \"description\": \"Quoted \\\"text\\\".\",\n  \
             \"permissions\": [\n    \"core:event:allow-listen\",\n    \"allow-sign-in\"\n  ]\n}\n"
        );
        assert_eq!(capability(&written, &commands).unwrap(), written, "stable");
    }
}
