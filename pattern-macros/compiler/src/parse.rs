//! Front end: the pest grammar (`grammar.pest`) applied line by line, then grouped into
//! patterns. Expression snippets are parsed into [`Expr`] trees.

use crate::ast::*;
use crate::diag::{Diagnostics, Pos};
use pest::iterators::Pair;
use pest::Parser;
use pest_derive::Parser;

#[derive(Parser)]
#[grammar = "grammar.pest"]
pub struct DbParser;

#[derive(PartialEq, Eq, Clone, Copy, Debug)]
enum Section {
    Outside,
    Diagram,
    Colon,
    ConstraintDiagram,
    Constraint,
    Action,
}

fn col_of(pair: &Pair<Rule>) -> u32 {
    pair.as_span().start_pos().line_col().1 as u32
}

fn pest_message(e: &pest::error::Error<Rule>) -> String {
    match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut what: Vec<&str> = positives.iter().filter_map(|r| rule_name(*r)).collect();
            what.dedup();
            if what.is_empty() {
                "syntax error".to_string()
            } else {
                format!("syntax error: expected {}", what.join(" or "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    }
}

fn rule_name(r: Rule) -> Option<&'static str> {
    Some(match r {
        Rule::expr
        | Rule::or_expr
        | Rule::and_expr
        | Rule::cmp_expr
        | Rule::add_expr
        | Rule::mul_expr
        | Rule::unary => "an expression",
        Rule::call | Rule::name => "a name",
        Rule::int | Rule::float => "a number",
        Rule::star => "`*`",
        Rule::tenuki => "`?`",
        Rule::cmp_op => "a comparison",
        Rule::add_op | Rule::mul_op => "an operator",
        Rule::EOI => "end of expression",
        Rule::statement | Rule::statements => "a statement",
        Rule::return_stmt => "`return`",
        _ => return None,
    })
}

/// Parse a whole source into patterns. Syntax errors are collected in `diags`; the returned
/// file holds everything that parsed.
pub fn parse_source(file: &str, kind: DbKind, text: &str, diags: &mut Diagnostics) -> SourceFile {
    let mut out = SourceFile {
        file: file.to_string(),
        kind,
        headers: Vec::new(),
        patterns: Vec::new(),
    };
    let mut section = Section::Outside;
    let line_rule = if kind == DbKind::Eyes {
        Rule::eye_line
    } else {
        Rule::line
    };
    for (lineno, raw) in text.lines().enumerate() {
        let lineno = lineno as u32 + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let parsed = match DbParser::parse(line_rule, raw) {
            Ok(mut pairs) => pairs.next().unwrap().into_inner().next().unwrap(),
            Err(e) => {
                let col = match e.location {
                    pest::error::InputLocation::Pos(p) => p as u32 + 1,
                    pest::error::InputLocation::Span((s, _)) => s as u32 + 1,
                };
                let bad = raw[(col as usize - 1).min(raw.len())..].chars().next();
                let msg = match bad {
                    Some(c)
                        if section_accepts_diagram(section)
                            || !raw.starts_with(|c: char| ":;>#".contains(c)) =>
                    {
                        format!("unexpected character `{c}` in a diagram line")
                    }
                    _ => pest_message(&e),
                };
                let hint = bad
                    .filter(|_| msg.starts_with("unexpected character"))
                    .map(|_| {
                        if kind == DbKind::Eyes {
                            "an eye-shape row is made of `. ! X x @ < * (` and spaces".to_string()
                        } else {
                            "diagram symbols are `. O X o x ? * ! , Q % | - +`, edges included; \
                             text after a space is a comment"
                                .to_string()
                        }
                    });
                diags.error(Pos::new(lineno, col), msg).maybe_hint(hint);
                continue;
            }
        };
        match parsed.as_rule() {
            Rule::blank | Rule::comment => {}
            Rule::pattern_header => {
                let name = parsed.into_inner().next().unwrap();
                diags.in_pattern(Some((name.as_str(), Pos::new(lineno, col_of(&name)))));
                out.patterns.push(Pattern {
                    name: name.as_str().to_string(),
                    pos: Pos::new(lineno, col_of(&name)),
                    diagram: Vec::new(),
                    colon: Vec::new(),
                    constraint_diagram: Vec::new(),
                    constraint: None,
                    action: None,
                });
                section = Section::Diagram;
            }
            Rule::header_line => {
                let mut it = parsed.into_inner();
                let key = it.next().unwrap();
                let value = it
                    .next()
                    .map(|v| v.as_str().trim().to_string())
                    .unwrap_or_default();
                if !out.patterns.is_empty() {
                    diags
                        .error(
                            Pos::new(lineno, 1),
                            format!("header line `{}` after the first pattern", key.as_str()),
                        )
                        .width(key.as_str().len())
                        .hint("header lines go before the first `Pattern` line");
                }
                out.headers.push(Header {
                    key: key.as_str().to_string(),
                    value,
                    pos: Pos::new(lineno, 1),
                });
            }
            Rule::diagram_line | Rule::eye_row => {
                let cells = parsed.into_inner().next().unwrap();
                let row = Row {
                    cells: cells.as_str().to_string(),
                    pos: Pos::new(lineno, col_of(&cells)),
                };
                match section {
                    Section::Diagram => out.patterns.last_mut().unwrap().diagram.push(row),
                    Section::ConstraintDiagram => out
                        .patterns
                        .last_mut()
                        .unwrap()
                        .constraint_diagram
                        .push(row),
                    Section::Colon if kind != DbKind::MonteCarlo && kind != DbKind::Eyes => {
                        out.patterns
                            .last_mut()
                            .unwrap()
                            .constraint_diagram
                            .push(row);
                        section = Section::ConstraintDiagram;
                    }
                    Section::Outside | Section::Colon if kind == DbKind::MonteCarlo => {
                        // Chapter 14's databases have no `Pattern` lines: a diagram starts one.
                        diags.in_pattern(Some((&format!("mc{lineno}"), row.pos)));
                        out.patterns.push(Pattern {
                            name: format!("mc{lineno}"),
                            pos: row.pos,
                            diagram: vec![row],
                            colon: Vec::new(),
                            constraint_diagram: Vec::new(),
                            constraint: None,
                            action: None,
                        });
                        section = Section::Diagram;
                    }
                    _ => {
                        let width = row.cells.chars().count();
                        diags
                            .error(
                                row.pos,
                                "diagram line outside a pattern (missing `Pattern NAME` line?)",
                            )
                            .width(width)
                            .hint("start a pattern with `Pattern NAME` on the line before its diagram");
                    }
                }
            }
            Rule::colon_line => {
                let items: Vec<ColonItem> = parsed
                    .into_inner()
                    .map(|item| {
                        let t = item.into_inner().next().unwrap();
                        ColonItem {
                            text: t.as_str().to_string(),
                            pos: Pos::new(lineno, col_of(&t)),
                        }
                    })
                    .collect();
                let line = ColonLine {
                    items,
                    pos: Pos::new(lineno, 1),
                };
                match section {
                    Section::Diagram | Section::Colon if !out.patterns.is_empty() => {
                        out.patterns.last_mut().unwrap().colon.push(line);
                        section = Section::Colon;
                    }
                    _ => {
                        diags
                            .error(line.pos, "colon line must follow a pattern diagram")
                            .width(raw.trim_end().chars().count())
                            .hint("a pattern is `Pattern NAME`, its diagram, then its colon line");
                    }
                }
            }
            Rule::constraint_line | Rule::action_line => {
                let is_constraint = parsed.as_rule() == Rule::constraint_line;
                let body = parsed.into_inner().next().unwrap();
                let col = col_of(&body);
                let Some(p) = out
                    .patterns
                    .last_mut()
                    .filter(|_| section != Section::Outside && section != Section::Diagram)
                else {
                    diags
                        .error(
                            Pos::new(lineno, 1),
                            "constraint or action line outside a pattern's colon line",
                        )
                        .width(raw.trim_end().chars().count())
                        .hint("`;` and `>` lines follow a pattern's colon line (and its constraint diagram)");
                    continue;
                };
                let slot = if is_constraint {
                    &mut p.constraint
                } else {
                    &mut p.action
                };
                let want = if is_constraint {
                    Section::Constraint
                } else {
                    Section::Action
                };
                if slot.is_some() && section != want {
                    diags
                        .error(
                            Pos::new(lineno, 1),
                            format!(
                                "pattern `{}` has a second {} block",
                                p.name,
                                if is_constraint {
                                    "constraint"
                                } else {
                                    "action"
                                }
                            ),
                        )
                        .width(raw.trim_end().chars().count())
                        .hint("continue a constraint or action on consecutive lines, each starting with the same `;` or `>`");
                    continue;
                }
                slot.get_or_insert_with(Snippet::default)
                    .push_line(body.as_str(), lineno, col);
                section = want;
            }
            r => unreachable!("unexpected rule {r:?}"),
        }
    }
    diags.in_pattern(None);
    out
}

fn section_accepts_diagram(s: Section) -> bool {
    matches!(
        s,
        Section::Diagram | Section::ConstraintDiagram | Section::Colon
    )
}

// ------------------------------------------------------------------ expressions

fn snippet_error(sn: &Snippet, e: &pest::error::Error<Rule>, diags: &mut Diagnostics) {
    let off = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    diags.error(sn.pos_at(off), pest_message(e));
}

pub fn parse_constraint(sn: &Snippet, diags: &mut Diagnostics) -> Option<Expr> {
    match DbParser::parse(Rule::constraint, &sn.text) {
        Ok(mut pairs) => {
            let root = pairs.next().unwrap();
            let e = root.into_inner().next().unwrap();
            Some(build_expr(e, sn))
        }
        Err(e) => {
            snippet_error(sn, &e, diags);
            None
        }
    }
}

pub fn parse_action(sn: &Snippet, diags: &mut Diagnostics) -> Option<Action> {
    match DbParser::parse(Rule::action, &sn.text) {
        Ok(mut pairs) => {
            let root = pairs.next().unwrap();
            let body = root.into_inner().next().unwrap();
            Some(match body.as_rule() {
                Rule::return_stmt => Action::Return(build_expr(
                    body.into_inner()
                        .find(|p| p.as_rule() == Rule::expr)
                        .unwrap(),
                    sn,
                )),
                _ => Action::Statements(
                    body.into_inner()
                        .map(|st| build_expr(st.into_inner().next().unwrap(), sn))
                        .collect(),
                ),
            })
        }
        Err(e) => {
            snippet_error(sn, &e, diags);
            None
        }
    }
}

fn build_expr(pair: Pair<Rule>, sn: &Snippet) -> Expr {
    let pos = sn.pos_at(pair.as_span().start());
    let end = sn.end_at(pair.as_span().end());
    let rule = pair.as_rule();
    match rule {
        Rule::expr => {
            let mut it = pair.into_inner();
            let c = build_expr(it.next().unwrap(), sn);
            match (it.next(), it.next()) {
                (Some(a), Some(b)) => Expr {
                    kind: ExprKind::Cond(
                        Box::new(c),
                        Box::new(build_expr(a, sn)),
                        Box::new(build_expr(b, sn)),
                    ),
                    pos,
                    end,
                },
                _ => c,
            }
        }
        Rule::or_expr | Rule::and_expr => {
            let op = if rule == Rule::or_expr {
                BinOp::Or
            } else {
                BinOp::And
            };
            let mut it = pair.into_inner();
            let mut acc = build_expr(it.next().unwrap(), sn);
            for next in it {
                let rhs = build_expr(next, sn);
                let end = rhs.end;
                acc = Expr {
                    kind: ExprKind::Binary(op, Box::new(acc), Box::new(rhs)),
                    pos,
                    end,
                };
            }
            acc
        }
        Rule::cmp_expr | Rule::add_expr | Rule::mul_expr => {
            let mut it = pair.into_inner();
            let mut acc = build_expr(it.next().unwrap(), sn);
            while let Some(op) = it.next() {
                let opos = sn.pos_at(op.as_span().start());
                let bop = match op.as_str() {
                    "==" => BinOp::Eq,
                    "!=" => BinOp::Ne,
                    "<" => BinOp::Lt,
                    "<=" => BinOp::Le,
                    ">" => BinOp::Gt,
                    ">=" => BinOp::Ge,
                    "+" => BinOp::Add,
                    "-" => BinOp::Sub,
                    "*" => BinOp::Mul,
                    _ => BinOp::Div,
                };
                let rhs = build_expr(it.next().unwrap(), sn);
                let end = rhs.end;
                acc = Expr {
                    kind: ExprKind::Binary(bop, Box::new(acc), Box::new(rhs)),
                    pos: opos,
                    end,
                };
            }
            acc
        }
        Rule::unary => {
            let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
            let (ops, prim) = parts.split_at(parts.len() - 1);
            let mut e = build_expr(prim[0].clone(), sn);
            for op in ops.iter().rev() {
                let u = if op.as_str() == "!" {
                    UnOp::Not
                } else {
                    UnOp::Neg
                };
                let end = e.end;
                e = Expr {
                    kind: ExprKind::Unary(u, Box::new(e)),
                    pos: sn.pos_at(op.as_span().start()),
                    end,
                };
            }
            e
        }
        Rule::int => Expr {
            kind: ExprKind::Int(pair.as_str().parse().unwrap_or(i64::MAX)),
            pos,
            end,
        },
        Rule::float => Expr {
            kind: ExprKind::Float(pair.as_str().parse().unwrap_or(0.0)),
            pos,
            end,
        },
        Rule::name => Expr {
            kind: ExprKind::Name(pair.as_str().to_string()),
            pos,
            end,
        },
        Rule::star => Expr {
            kind: ExprKind::Name("*".to_string()),
            pos,
            end,
        },
        Rule::tenuki => Expr {
            kind: ExprKind::Tenuki,
            pos,
            end,
        },
        Rule::call => {
            let mut it = pair.into_inner();
            let name = it.next().unwrap().as_str().to_string();
            let args = it.map(|a| build_expr(a, sn)).collect();
            Expr {
                kind: ExprKind::Call(name, args),
                pos,
                end,
            }
        }
        r => unreachable!("unexpected expression rule {r:?}"),
    }
}
