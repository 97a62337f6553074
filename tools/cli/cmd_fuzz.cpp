#include "tools/cli/cmd_fuzz.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <tuple>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/fuzz/engine_profile.h"
#include "tools/fuzz/fuzz_merge.h"
#include "tools/fuzz/fuzzer.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

// The signatures the known-findings file records for this ruleset and self-capture option.
std::vector<std::string> known_signatures(const std::string& file, const Ruleset& ruleset) {
  std::vector<std::string> signatures;
  if (file.empty()) return signatures;
  std::ifstream in(file);
  if (!in) throw InputError(file + ": cannot open the known-findings file");
  nlohmann::json known;
  try {
    known = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {  // parse_error, or out_of_range for 1e999
    throw InputError(file + ": not valid JSON: " + e.what());
  }
  if (!known.contains("known") || !known["known"].is_array())
    throw InputError(file + ": expected {\"known\": [...]}");
  for (const auto& k : known["known"]) {
    if (!k.contains("signature") || !k.contains("ruleset") || !k.contains("suicide")) {
      throw InputError(file +
                       ": each known finding needs \"signature\", \"ruleset\" and \"suicide\"");
    }
    if (k["ruleset"] == ruleset.name && k["suicide"] == self_capture_name(ruleset.self_capture)) {
      signatures.push_back(k["signature"].get<std::string>());
    }
  }
  return signatures;
}

// --shard K/N: (K, N), 0 <= K < N.
std::pair<std::size_t, std::size_t> parse_shard(const std::string& text) {
  const std::size_t slash = text.find('/');
  try {
    if (slash != std::string::npos) {
      const std::size_t k = std::stoul(text.substr(0, slash));
      const std::size_t n = std::stoul(text.substr(slash + 1));
      if (n >= 1 && k < n && text.find_first_not_of("0123456789/") == std::string::npos)
        return {k, n};
    }
  } catch (const std::exception&) {
  }
  throw InputError("--shard " + text + ": expected K/N with 0 <= K < N, e.g. 0/4");
}

// Under mpirun (every rank calls it): every rank's summary added up and, at rank 0, the findings
// replaced by the merged set of every rank's shard (deduplicated by signature); `error` is this
// rank's failure, if it had one (every rank then stops with an error). Returns whether any rank
// found a finding not known.
bool merge_ranks(const FuzzCommandOptions& options, fuzz::FuzzSummary& s,
                 const std::optional<std::string>& error) {
  const std::vector<std::uint64_t> sums = options.scale.sum(
      {s.games, s.plies, s.comparisons, s.restarts, s.tolerated, s.interrupted ? 1U : 0U,
       s.engine_lost.empty() ? 0U : 1U, s.unknown(), error ? 1U : 0U});
  if (error) throw InputError(*error);
  if (sums[8] != 0)
    throw InputError("fuzz: another rank could not play its shard (its error is above)");
  s.games = sums[0];
  s.plies = sums[1];
  s.comparisons = sums[2];
  s.restarts = sums[3];
  s.tolerated = sums[4];
  s.interrupted = sums[5] != 0;
  if (sums[6] != 0 && s.engine_lost.empty()) s.engine_lost = "the engine was lost on another rank";
  if (options.scale.rank == 0) {
    std::vector<std::filesystem::path> shards;
    for (int r = 0; r < options.scale.ranks; ++r)
      shards.push_back(std::filesystem::path(options.out) / ("shard-" + std::to_string(r)));
    s.findings = fuzz::merge_findings(shards, options.out);
  }
  return sums[7] != 0;
}

}  // namespace

namespace {

// "gnugo, goban, leelaz": the profiles that exist, from their folder.
std::string profile_list() {
  std::string names;
  for (const std::string& n : fuzz::profile_names(fuzz::profile_directory()))
    names += (names.empty() ? "" : ", ") + n;
  return names.empty() ? "(none in " + fuzz::profile_directory().string() + ")" : names;
}

void add_engine_options(CLI::App& cmd, FuzzCommandOptions& o) {
  cmd.add_option("--engine", o.engine,
                 "engine command line (default: the profile's, options mapped from the ruleset)");
  cmd.add_option("--profile", o.profile,
                 "engine profile: " + profile_list() + " (" + fuzz::profile_directory().string() +
                     ") or a JSON file; says how to start the engine for a ruleset and which "
                     "probes it answers")
      ->capture_default_str();
  cmd.add_option("--probes", o.probes,
                 "probes to use instead of the profile's: all_legal, is_legal, play, genmove "
                 "(default: the profile's)")
      ->delimiter(',');
  cmd.add_option("--gnugo", o.gnugo,
                 "GNU Go binary in place of the gnugo profile's (default: "
                 "the profile's)");
  cmd.add_option("--startup-timeout-ms", o.startup_timeout_ms,
                 "time the engine may take to start, apart from --timeout-ms (default: the "
                 "profile's)")
      ->check(CLI::Range(0, 3600000));
  cmd.add_flag("--no-ids", o.no_ids,
               "do not number GTP commands (for engines that do not echo ids; desyncs are then "
               "caught only by unexpected output; default: numbered when the profile says the "
               "engine echoes ids)");
}

void add_campaign_options(CLI::App& cmd, FuzzCommandOptions& o) {
  cmd.add_option("--region", o.region,
                 "random moves only in the N x N lower-left corner (more captures and kos on "
                 "big boards; 0: the whole board)")
      ->check(CLI::Range(0, 25))
      ->capture_default_str();
  add_ruleset_options(cmd, o.ruleset);
  cmd.add_option("--games,-n", o.games, "games to play")
      ->check(CLI::Range(1, 10000000))
      ->capture_default_str();
  cmd.add_option("--seed", o.seed, "random seed: the same seed gives the same run")
      ->capture_default_str();
  cmd.add_option("--out,-o", o.out, "output directory for findings")->capture_default_str();
  cmd.add_option("--sizes", o.sizes, "board sizes used in turn (default: the profile's)")
      ->check(CLI::Range(2, 19));
  cmd.add_option("--max-plies", o.max_plies, "longest game")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd.add_option("--timeout-ms", o.timeout_ms, "time limit of one GTP command")
      ->check(CLI::Range(10, 3600000))
      ->capture_default_str();
  cmd.add_option("--known", o.known,
                 "known findings (JSON), e.g. corpus/fuzz/known.json (default: none)");
  cmd.add_option("--progress", o.progress_seconds,
                 "seconds between progress lines on stderr (0 = none)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd.add_flag("--json", o.json, "print the summary as JSON (default: text)");
  cmd.add_option("--shard", o.shard,
                 "K/N: play only the K-th (from 0) of N equal ranges of the games, a shard of the "
                 "campaign (merge the shards with kospec fuzz-merge); under mpirun each rank "
                 "plays its own shard and rank 0 merges them into --out (default: every game)");
}

}  // namespace

void add_fuzz_command(CLI::App& app, int& status, const ScaleOut& scale) {
  auto o = std::make_shared<FuzzCommandOptions>();
  o->scale = scale;
  CLI::App* cmd = app.add_subcommand(
      "fuzz",
      "Drive a GTP engine through random, ko-steered and engine-generated games and compare "
      "its legal moves (all_legal, play, genmove) with kospec's after every ply. Findings are "
      "minimized and written to --out as they occur. Exit 0 no new finding, 1 a new finding or "
      "an interrupted run, 2 bad input (an engine that cannot start or refuses a board size, a "
      "bad profile). Default engine: GNU Go (profile gnugo) with the options matching --ruleset "
      "and --suicide. Memory: an engine's answer is read up to 1 MiB (too-long past it), empty "
      "lines are counted, never stored (flood past 64 KiB), a game is at most --max-plies plies, "
      "findings go to disk as found: a few MB whatever the engine sends.\n"
      "Examples: kospec fuzz --ruleset positional-superko --suicide all --games 200 --out fuzz-out\n"
      "          kospec fuzz --profile goban --ruleset positional-superko --known "
      "corpus/fuzz/known-goban.json\n"
      "          kospec fuzz --engine \"/path/to/engine --gtp\" --probes is_legal,genmove "
      "--ruleset simple-ko");
  add_engine_options(*cmd, *o);
  add_campaign_options(*cmd, *o);
  cmd->callback([o, &status] { status = run_fuzz(*o, std::cout, std::cerr); });
}

namespace {

// The campaign the command line asks for.
fuzz::FuzzOptions campaign_options(const FuzzCommandOptions& options) {
  fuzz::FuzzOptions f;
  f.ruleset = options.ruleset.build();
  const fuzz::EngineProfile profile =
      fuzz::find_profile(options.profile, fuzz::profile_directory());
  f.engine = !options.engine.empty()  ? options.engine
             : !options.gnugo.empty() ? fuzz::gnugo_command(f.ruleset, options.gnugo)
                                      : profile.command_for(f.ruleset);
  f.probes = profile.probes;
  if (!options.probes.empty()) {
    f.probes.clear();
    for (const std::string& name : options.probes) f.probes.insert(fuzz::parse_probe(name));
  }
  f.games = options.games;
  f.seed = options.seed;
  f.out_dir = options.out;
  f.sizes = options.sizes.empty() ? profile.sizes : options.sizes;
  f.region = options.region;
  f.max_plies = options.max_plies;
  f.engine_options.command_timeout = std::chrono::milliseconds(options.timeout_ms);
  f.engine_options.startup_timeout = std::chrono::milliseconds(
      options.startup_timeout_ms >= 0 ? options.startup_timeout_ms : profile.startup_timeout_ms);
  f.engine_options.ids = profile.ids && !options.no_ids;
  f.known = known_signatures(options.known, f.ruleset);
  f.control.stop = &run::install_stop_signals();
  // A positive interval is at least a millisecond: zero means no progress lines.
  f.control.progress_every = std::chrono::milliseconds(
      options.progress_seconds > 0
          ? std::max(1L, static_cast<long>(options.progress_seconds * 1000))
          : 0L);
  const bool ranks = options.scale.ranks > 1;
  if (ranks && !options.shard.empty())
    throw InputError("--shard: under mpirun each rank plays its own shard; give one or the other");
  if (ranks) {
    f.shard = static_cast<std::size_t>(options.scale.rank);
    f.shards = static_cast<std::size_t>(options.scale.ranks);
    f.out_dir =
        (std::filesystem::path(options.out) / ("shard-" + std::to_string(f.shard))).string();
  } else if (!options.shard.empty()) {
    std::tie(f.shard, f.shards) = parse_shard(options.shard);
  }
  return f;
}

// The campaign's summary, as JSON or text.
void print_summary(const FuzzCommandOptions& options, const fuzz::FuzzOptions& f,
                   const fuzz::FuzzSummary& s, std::ostream& out) {
  if (options.json) {
    nlohmann::ordered_json findings = nlohmann::ordered_json::array();
    for (const auto& r : s.findings) {
      findings.push_back({{"number", r.number},
                          {"signature", r.signature},
                          {"known", r.known},
                          {"plies", r.plies},
                          {"file", r.file},
                          {"tst", r.tst}});
    }
    out << nlohmann::ordered_json{{"engine", f.engine},
                                  {"ruleset", f.ruleset.name},
                                  {"suicide", self_capture_name(f.ruleset.self_capture)},
                                  {"seed", f.seed},
                                  {"games", s.games},
                                  {"plies", s.plies},
                                  {"positions_compared", s.comparisons},
                                  {"engine_restarts", s.restarts},
                                  {"known_passed_over", s.tolerated},
                                  {"interrupted", s.interrupted},
                                  {"engine_lost", s.engine_lost},
                                  {"findings", findings},
                                  {"unknown_findings", s.unknown()}}
               .dump()
        << "\n";
  } else {
    out << "engine: " << f.engine << "\nruleset: " << f.ruleset.name << ", self-capture "
        << self_capture_name(f.ruleset.self_capture) << ", seed " << f.seed << "\n"
        << s.games << " games, " << s.plies << " plies, " << s.comparisons
        << " positions compared, " << s.restarts << " engine restarts, " << s.tolerated
        << " known disagreements passed over" << (s.interrupted ? " (interrupted)" : "") << "\n"
        << (s.engine_lost.empty() ? "" : "the campaign ended early: " + s.engine_lost + "\n")
        << s.findings.size() << " findings (" << s.unknown() << " not known), written to "
        << options.out << "\n";
    for (const auto& r : s.findings) {
      out << "  " << r.number << ". " << r.signature << (r.known ? " (known)" : "") << ": "
          << r.plies << " plies, " << r.file << "\n";
    }
  }
}

}  // namespace

int run_fuzz(const FuzzCommandOptions& options, std::ostream& out, std::ostream& err) {
  const fuzz::FuzzOptions f = campaign_options(options);
  const bool ranks = options.scale.ranks > 1;
  fuzz::FuzzSummary s;
  if (!ranks) {
    s = fuzz::run_campaign(f, err);
  } else {
    std::optional<std::string> error;
    try {
      s = fuzz::run_campaign(f, err);
    } catch (const InputError& e) {
      error = e.what();
    }
    const bool unknown = merge_ranks(options, s, error);
    if (options.scale.rank != 0) return unknown || s.interrupted || !s.engine_lost.empty() ? 1 : 0;
  }
  print_summary(options, f, s, out);
  return s.unknown() > 0 || s.interrupted || !s.engine_lost.empty() ? 1 : 0;
}

}  // namespace kospec::cli
