//! `tesuji`: the command-line program. Speaks GTP on stdin/stdout (`--mode gtp`) or plays a
//! game in the terminal (`--mode ascii`, the default when stdin is a terminal).

use clap::{Parser, ValueEnum};
use engine::Color;
use gtp_cli::{EngineOptions, GtpEngine};
use std::io::{BufReader, IsTerminal};
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Mode {
    Gtp,
    Ascii,
}

/// Tesuji, a classical Go engine.
#[derive(Parser, Debug)]
#[command(name = "tesuji", version, about, long_about = None)]
struct Cli {
    /// Playing mode. Default: ascii when stdin is a terminal, gtp otherwise.
    #[arg(long, value_enum)]
    mode: Option<Mode>,
    /// Read GTP commands from FILE instead of stdin.
    #[arg(long, value_name = "FILE")]
    gtp_input: Option<std::path::PathBuf>,
    /// Board size (1..=25).
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u32).range(1..=25))]
    boardsize: u32,
    /// Komi.
    #[arg(long, allow_hyphen_values = true)]
    komi: Option<f32>,
    /// Number of fixed handicap stones (0, or 2..=9).
    #[arg(long, default_value_t = 0)]
    handicap: usize,
    /// Your colour in ascii mode.
    #[arg(long, value_parser = ["black", "white"], default_value = "black")]
    color: String,
    /// Strength level, 0 to 20: reading depths grow by one a level (default 10).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(0..=20))]
    level: u32,
    /// Random seed (0 = fixed default).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Load this SGF file before starting.
    #[arg(short = 'l', long, value_name = "FILE")]
    infile: Option<String>,
    /// With --infile: stop loading just before this move number or vertex (e.g. 123 or L10).
    #[arg(short = 'L', long, value_name = "MOVE")]
    until: Option<String>,
    /// Don't print informational messages.
    #[arg(long, visible_alias = "silent")]
    quiet: bool,
    /// Reading cache size in megabytes.
    #[arg(short = 'M', long, value_name = "MB", default_value_t = engine::reading::cache::DEFAULT_CACHE_MB)]
    cache_size: f64,
    /// Use Chinese rules (area scoring).
    #[arg(long, conflicts_with = "japanese_rules")]
    chinese_rules: bool,
    /// Use Japanese rules (the default).
    #[arg(long)]
    japanese_rules: bool,
    /// Forbid moves that repeat a whole-board position.
    #[arg(long)]
    positional_superko: bool,
    /// Generate moves by Monte Carlo tree search (UCT over pattern playouts); the default
    /// on boards up to 13x13.
    #[arg(long, conflicts_with = "no_monte_carlo")]
    monte_carlo: bool,
    /// Generate moves without Monte Carlo search, whatever the board size.
    #[arg(long)]
    no_monte_carlo: bool,
    /// Playouts per Monte Carlo move [default: 5000]. Without --playouts, --max-time and
    /// --mc-games-per-level, a game with time settings searches each move for the clock's
    /// share (on every core unless --threads says).
    #[arg(long, value_name = "N")]
    playouts: Option<usize>,
    /// Playouts per Monte Carlo move per level: a move runs N times --level playouts
    /// (instead of --playouts).
    #[arg(long, value_name = "N", conflicts_with = "playouts", value_parser = clap::value_parser!(u64).range(1..))]
    mc_games_per_level: Option<u64>,
    /// Most nodes a Monte Carlo search tree may hold (32 bytes each): the bound on its memory.
    #[arg(long, value_name = "N", default_value_t = engine::engine::DEFAULT_MC_MAX_NODES as u64, value_parser = clap::value_parser!(u64).range(1..))]
    mc_max_nodes: u64,
    /// Most seconds a Monte Carlo move may take [default: 2].
    #[arg(long, value_name = "S")]
    max_time: Option<f64>,
    /// Threads running Monte Carlo playouts on one shared search tree [default: 1, and a
    /// seed reproduces the search exactly; every core under a clock, see --playouts].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    threads: Option<u32>,
    /// The Monte Carlo playout policy: a monte_carlo database (mc_heavy, mc_uniform).
    #[arg(long, value_name = "NAME")]
    mc_patterns: Option<String>,
    /// Read a monte_carlo pattern database at run time and play with its policy (named
    /// after the file) unless --mc-patterns names another.
    #[arg(long, value_name = "FILE")]
    mc_load_patterns: Option<std::path::PathBuf>,
    /// Monte Carlo playouts without last good replies (answering the previous move as it
    /// was last answered in a won playout).
    #[arg(long)]
    no_last_good_reply: bool,
    /// Monte Carlo search without the tactical reader's verdicts on the root's moves
    /// (saving or capturing strings that can be saved, not running from ladders).
    #[arg(long)]
    no_mc_knowledge: bool,
    /// Resign in Monte Carlo mode when the win rate falls below P (0 to 1; never by default).
    #[arg(long, value_name = "P", value_parser = parse_probability)]
    resign_below: Option<f32>,
    /// List the Monte Carlo playout policies and exit.
    #[arg(long)]
    mc_list_patterns: bool,
    /// Print the matches of a pattern database on the position (after -l/-L), with their
    /// constraints and autohelper calls, and exit: "DATABASE COLOR [VERTEX]", as the GTP
    /// command pattern_matches takes.
    #[arg(long, value_name = "\"DB COLOR [VERTEX]\"")]
    pattern_matches: Option<String>,
    /// Deep reading cutoff (default 16 at level 10).
    #[arg(short = 'D', long, value_name = "DEPTH")]
    depth: Option<i32>,
    /// Backfilling depth (default 12).
    #[arg(short = 'B', long, value_name = "DEPTH")]
    backfill_depth: Option<i32>,
    /// Four-liberty attack depth (default 7).
    #[arg(short = 'F', long, value_name = "DEPTH")]
    fourlib_depth: Option<i32>,
    /// Ko reading depth (default 8).
    #[arg(short = 'K', long, value_name = "DEPTH")]
    ko_depth: Option<i32>,
    /// Branching depth for 3-liberty attacks (default 13).
    #[arg(long, value_name = "DEPTH")]
    branch_depth: Option<i32>,
    /// Depth for the more obscure backfilling moves (default 5).
    #[arg(long, value_name = "DEPTH")]
    backfill2_depth: Option<i32>,
    /// Depth for breaking the surrounding chain (default 7).
    #[arg(long, alias = "break_chain-depth", value_name = "DEPTH")]
    break_chain_depth: Option<i32>,
    /// Superstring reading depth (default 7).
    #[arg(long, value_name = "DEPTH")]
    superstring_depth: Option<i32>,
    /// Atari-atari search depth (default 6).
    #[arg(long, value_name = "DEPTH")]
    aa_depth: Option<i32>,
    /// Most nodes of one owl search (default 1000 at level 10).
    #[arg(long, value_name = "LIMIT", value_parser = clap::value_parser!(u64).range(1..))]
    owl_node_limit: Option<u64>,
    /// Owl branching depth: below it owl tries one move per variation (default 8).
    #[arg(long, value_name = "DEPTH")]
    owl_branch: Option<usize>,
    /// Owl reading depth (default 20).
    #[arg(long, value_name = "DEPTH")]
    owl_reading: Option<usize>,
}

impl Cli {
    /// Reading depths from the level, with the explicit depth options applied on top.
    fn reading_options(&self) -> engine::reading::ReadingOptions {
        let mut r = engine::reading::ReadingOptions::from_level(self.level as i32);
        let set = |field: &mut i32, v: Option<i32>| {
            if let Some(v) = v {
                *field = v;
            }
        };
        set(&mut r.depth, self.depth);
        set(&mut r.backfill_depth, self.backfill_depth);
        set(&mut r.fourlib_depth, self.fourlib_depth);
        set(&mut r.ko_depth, self.ko_depth);
        set(&mut r.branch_depth, self.branch_depth);
        set(&mut r.backfill2_depth, self.backfill2_depth);
        set(&mut r.break_chain_depth, self.break_chain_depth);
        set(&mut r.superstring_depth, self.superstring_depth);
        set(&mut r.aa_depth, self.aa_depth);
        r
    }

    /// Owl's limits from the level, with the explicit owl options applied on top.
    fn owl_options(&self) -> engine::owl::OwlOptions {
        let mut o = engine::owl::OwlOptions::from_level(self.level as i32);
        if let Some(n) = self.owl_node_limit {
            o.node_limit = n;
        }
        if let Some(d) = self.owl_branch {
            o.branch_depth = d;
        }
        if let Some(d) = self.owl_reading {
            o.reading_depth = d;
        }
        o
    }
}

/// A probability argument, 0 to 1.
fn parse_probability(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!("`{s}` is not a number from 0 to 1")),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let defaults = EngineOptions::default();
    let options = EngineOptions {
        boardsize: cli.boardsize as usize,
        komi: cli.komi.unwrap_or(0.0),
        level: cli.level,
        seed: cli.seed,
        superko: cli.positional_superko,
        chinese_rules: cli.chinese_rules,
        cache_size_mb: cli.cache_size,
        reading: Some(cli.reading_options()),
        owl: Some(cli.owl_options()),
        // Debugging aids, read here rather than inside the libraries.
        trace_depth: std::env::var("TESUJI_TRACE")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0),
        monte_carlo: match (cli.monte_carlo, cli.no_monte_carlo) {
            (true, _) => Some(true),
            (_, true) => Some(false),
            _ => None,
        },
        mc_playouts: cli.playouts.unwrap_or(defaults.mc_playouts),
        mc_games_per_level: cli.mc_games_per_level.map(|n| n as usize),
        mc_max_nodes: cli.mc_max_nodes as usize,
        mc_max_time: Some(cli.max_time.unwrap_or(engine::engine::DEFAULT_MC_MAX_TIME)),
        mc_policy: cli.mc_patterns.clone(),
        mc_threads: cli.threads.map_or(defaults.mc_threads, |n| n as usize),
        // A budget given on the command line holds under a clock too.
        mc_clock_decides: cli.playouts.is_none()
            && cli.max_time.is_none()
            && cli.mc_games_per_level.is_none(),
        mc_clock_threads: cli.threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            |n| n as usize,
        ),
        mc_last_good_reply: !cli.no_last_good_reply,
        mc_knowledge: !cli.no_mc_knowledge,
        resign_below: cli.resign_below,
    };
    let skip: Vec<String> = std::env::var("TESUJI_TACTICAL_SKIP")
        .map(|v| {
            v.split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let mut databases = patterns::databases_with(patterns::TacticalDatabases::skipping(skip));
    let mut options = options;
    if let Some(file) = &cli.mc_load_patterns {
        match gtp_cli::mc_load::load_mc_policy(file) {
            Ok((name, table)) => {
                databases.mc_policies.insert(0, (name, table));
                if options.mc_policy.is_none() {
                    options.mc_policy = Some(name.to_string());
                }
            }
            Err(e) => {
                eprintln!("tesuji: {e}");
                return ExitCode::from(2);
            }
        }
    }
    if cli.mc_list_patterns {
        for (name, _) in &databases.mc_policies {
            println!("{name}");
        }
        return ExitCode::SUCCESS;
    }
    if let Some(name) = &cli.mc_patterns {
        if databases.mc_policy(Some(name)).is_none() {
            let names: Vec<&str> = databases.mc_policies.iter().map(|p| p.0).collect();
            eprintln!(
                "tesuji: unknown playout policy '{name}' (known: {})",
                names.join(", ")
            );
            return ExitCode::from(2);
        }
    }
    let mut engine = GtpEngine::from_engine(engine::Engine::new(options, databases));

    // Setup commands run through the GTP layer so they behave exactly as over the protocol.
    let mut setup = Vec::new();
    if cli.handicap > 0 {
        setup.push(format!("fixed_handicap {}", cli.handicap));
    }
    if let Some(file) = &cli.infile {
        match &cli.until {
            Some(u) => setup.push(format!("loadsgf {file} {u}")),
            None => setup.push(format!("loadsgf {file}")),
        }
        if let Some(k) = cli.komi {
            setup.push(format!("komi {k}"));
        }
    } else if cli.until.is_some() {
        eprintln!("tesuji: --until needs --infile");
        return ExitCode::from(2);
    }
    for cmd in &setup {
        if let Some(r) = engine.handle_line(cmd) {
            if !r.success {
                eprintln!("tesuji: {cmd}: {}", r.text);
                return ExitCode::from(1);
            }
        }
    }
    if let Some(args) = &cli.pattern_matches {
        let cmd = format!("pattern_matches {args}");
        return match engine.handle_line(&cmd) {
            Some(r) if r.success => {
                if !r.text.is_empty() {
                    println!("{}", r.text);
                }
                ExitCode::SUCCESS
            }
            Some(r) => {
                eprintln!("tesuji: {cmd}: {}", r.text);
                ExitCode::from(1)
            }
            None => ExitCode::from(2),
        };
    }

    let mode = cli.mode.unwrap_or(if std::io::stdin().is_terminal() {
        Mode::Ascii
    } else {
        Mode::Gtp
    });
    let mut stdout = std::io::stdout().lock();
    let result = match mode {
        Mode::Gtp => match &cli.gtp_input {
            Some(path) => match std::fs::File::open(path) {
                Ok(f) => gtp_cli::session::run_gtp(&mut engine, BufReader::new(f), &mut stdout),
                Err(e) => {
                    eprintln!("tesuji: cannot open {}: {e}", path.display());
                    return ExitCode::from(1);
                }
            },
            None => gtp_cli::session::run_gtp_live(
                &mut engine,
                BufReader::new(std::io::stdin()),
                &mut stdout,
            ),
        },
        Mode::Ascii => {
            let human = match Color::parse(&cli.color) {
                Some(c) => c,
                None => {
                    eprintln!("tesuji: --color must be black or white");
                    return ExitCode::from(2);
                }
            };
            if !cli.quiet {
                println!("Tesuji {} — you play {}.", env!("CARGO_PKG_VERSION"), human);
            }
            gtp_cli::ascii::run_ascii(
                engine.engine_mut(),
                human,
                std::io::stdin().lock(),
                &mut stdout,
            )
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tesuji: {e}");
            ExitCode::from(1)
        }
    }
}
