//! `--mc-load-patterns FILE`: a monte_carlo database read at run time (manual chapter 14),
//! compiled by the pattern compiler's library into the same value table `pattern_db!` builds
//! at compile time.

use engine::mc::McTable;
use pattern_compiler::ast::DbKind;
use pattern_compiler::diag::SourceLines;
use std::path::Path;

/// Compile the monte_carlo database in `path` into a playout policy named after the file's
/// stem. The tables live for the rest of the program (the policy is used until it exits).
/// Errors name the file, and each pattern error its line and column.
pub fn load_mc_policy(path: &Path) -> Result<(&'static str, McTable<'static>), String> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let checked = pattern_compiler::check(&file, DbKind::MonteCarlo, &text).map_err(|diags| {
        let lines = SourceLines::new(&text);
        let mut msg: Vec<String> = diags.iter().map(|d| d.render(&lines, false)).collect();
        msg.push(format!(
            "{file}: {} error{}",
            diags.len(),
            if diags.len() == 1 { "" } else { "s" }
        ));
        msg.join("\n\n")
    })?;
    if checked.patterns.is_empty() {
        return Err(format!("{file}: no Monte Carlo patterns"));
    }
    let table = pattern_compiler::mc::build_table(&checked);
    let class: &'static [u8] = Box::leak(table.class_bytes().into_boxed_slice());
    let rows: &'static [u8] = Box::leak(table.row_bytes().into_boxed_slice());
    let needs: &'static [u8] = Box::leak(table.needs.clone().into_boxed_slice());
    let mc = McTable::new(class, rows, needs);
    mc.validate().map_err(|e| format!("{file}: {e}"))?;
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| file.clone());
    Ok((Box::leak(name.into_boxed_str()), mc))
}
