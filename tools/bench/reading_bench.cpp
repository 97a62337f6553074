// Tactical reading speed on two fixed problem sets, each position read with attack() and
// find_defense() from a fresh reader (empty table), and the same positions read by GNU Go 3.8 over
// GTP in the same run (loadsgf, clear_cache, reset_reading_node_counter, attack, defend,
// get_reading_node_counter; its CPU time from `cputime`):
// - BM_RatioToGnuGo: the seven corpus/reading cases and 40 generated square problems
//   (reading/problem_generator.h, seed 20261121, 3x3 and 4x4 boxes);
// - BM_RatioOnGameKoPositions: every 4th line of corpus/reading/selfplay/ko_positions.tsv, strings
//   with a ko in play in GNU Go self-play games, as the read-campaign listed them.
// Also the exact search's states per second, and (BM_AgreementTable, printed on stderr) the
// agreement table on 200 problems.
//   build/tools/bench/reading_bench                      (from the source root)
//   build/tools/bench/reading_bench --benchmark_filter=Ratio
#include <benchmark/benchmark.h>

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "reading/agreement.h"
#include "reading/position_setup.h"
#include "reading/problem_generator.h"
#include "sgf/sgf_file.h"
#include "sgf/sgf_game.h"
#include "tools/gtp_client/engine_process.h"
#include "tools/reading_campaign/reading_case.h"

namespace kospec::reading {
namespace {

struct BenchProblem {
  std::string name;  // file read by GNU Go
  GameSetup setup;   // the record, for kospec
  std::vector<Move> moves;
  Point target;
};

std::vector<BenchProblem> load_problems() {
  std::vector<BenchProblem> out;
  const std::string corpus = std::string(KOSPEC_SOURCE_DIR) + "/corpus/reading/";
  const std::pair<const char*, const char*> cases[] = {
      {"tripod9.sgf", "C3"},         {"ko5.sgf", "L1"},         {"ko_capture_first.sgf", "B2"},
      {"ko_threat_first.sgf", "B2"}, {"ladder_edge.sgf", "D2"}, {"snapback.sgf", "C1"},
      {"ko_for_life.sgf", "A2"}};
  for (const auto& [file, vertex] : cases) {
    const sgf::SgfGame g = sgf::read_game_file(corpus + file);
    out.push_back({corpus + file, g.setup, g.moves, *g.setup.graph.parse_name(vertex)});
  }
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "kospec_reading_bench";
  std::filesystem::create_directories(dir);
  std::uint64_t state = 20261121;
  for (int attempt = 0; out.size() < 47 && attempt < 10000; ++attempt) {
    const int side = attempt % 2 == 0 ? 3 : 4;  // square boards (6x6, 7x7): GNU Go reads only those
    const ProblemSpec spec = random_spec(state, side, side);
    const std::optional<LocalProblem> problem = build_problem(spec, 12);
    const std::optional<ProblemRecord> record = problem_record(spec, 12);
    if (!problem || !record) continue;
    const std::string name = (dir / ("problem" + std::to_string(out.size()) + ".sgf")).string();
    std::ofstream(name) << sgf::write_game(sgf::SgfGame{
        record->setup, record->moves, {}, std::vector<std::string>(record->moves.size()), "", {}});
    out.push_back({name, record->setup, record->moves, problem->target});
  }
  return out;
}

const std::vector<BenchProblem>& problems() {
  static const std::vector<BenchProblem> kProblems = load_problems();
  return kProblems;
}

// Every 4th ko position the read-campaign listed for the committed self-play games, each written as
// a position SGF (setup stones and the last play, so that its ko ban is on both boards).
std::vector<BenchProblem> load_game_positions() {
  std::vector<BenchProblem> out;
  const std::string source = std::string(KOSPEC_SOURCE_DIR) + "/";
  std::ifstream list(source + "corpus/reading/selfplay/ko_positions.tsv");
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / "kospec_reading_bench_games";
  std::filesystem::create_directories(dir);
  std::string line;
  std::getline(list, line);  // the header
  std::map<std::string, sgf::SgfGame> games;
  for (std::size_t n = 0; std::getline(list, line); ++n) {
    if (n % 4 != 0) continue;
    std::istringstream fields(line);
    std::string file;
    std::size_t ply = 0;
    std::string vertex;
    std::getline(fields, file, '\t');
    fields >> ply >> vertex;
    auto it = games.find(file);
    if (it == games.end()) it = games.emplace(file, sgf::read_game_file(source + file)).first;
    const campaign::ReadingPosition p = campaign::position_at(it->second, ply);
    const std::string name = (dir / ("position" + std::to_string(out.size()) + ".sgf")).string();
    const sgf::SgfGame g = p.game();
    std::ofstream(name) << sgf::write_game(g);
    out.push_back({name, g.setup, g.moves, *p.graph.parse_name(vertex)});
  }
  return out;
}

const std::vector<BenchProblem>& game_positions() {
  static const std::vector<BenchProblem> kPositions = load_game_positions();
  return kPositions;
}

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// kospec: every problem, attack then find_defense, each from a fresh reader (empty table); returns
// the nodes, and adds the CPU time of the attack/find_defense calls alone to `seconds`.
std::uint64_t read_all(const std::vector<BenchProblem>& set, KoScheme scheme, double& seconds) {
  std::uint64_t nodes = 0;
  for (const BenchProblem& p : set) {
    for (bool attack : {true, false}) {
      FastBoard board = board_at_ply(p.setup, p.moves, p.moves.size());
      Reader reader(board, ReadingLimits{}, scheme, 16);
      const double start = thread_cpu_seconds();
      const ReadResult r = attack ? reader.attack(p.target) : reader.find_defense(p.target);
      seconds += thread_cpu_seconds() - start;
      benchmark::DoNotOptimize(r.code);
      nodes += r.nodes;
    }
  }
  return nodes;
}

void BM_Reader(benchmark::State& state) {
  const KoScheme scheme = kSchemes[static_cast<std::size_t>(state.range(0))];
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (auto _ : state) nodes += read_all(problems(), scheme, seconds);
  state.SetLabel("scheme " + std::string(scheme_name(scheme)) + ", " +
                 std::to_string(problems().size()) + " problems");
  state.counters["nodes/s"] =
      static_cast<double>(nodes) / seconds;  // CPU time of the reading calls
  state.counters["nodes/problem"] = static_cast<double>(nodes) /
                                    static_cast<double>(state.iterations()) /
                                    static_cast<double>(problems().size());
}
BENCHMARK(BM_Reader)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// kospec alone on the game ko positions (for profiling; the ratio is BM_RatioOnGameKoPositions).
void BM_ReaderOnGameKoPositions(benchmark::State& state) {
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (auto _ : state) nodes += read_all(game_positions(), KoScheme::Scheme5, seconds);
  state.counters["nodes/s"] = static_cast<double>(nodes) / seconds;
  state.counters["nodes/problem"] = static_cast<double>(nodes) /
                                    static_cast<double>(state.iterations()) /
                                    static_cast<double>(game_positions().size());
}
BENCHMARK(BM_ReaderOnGameKoPositions)->Unit(benchmark::kMillisecond);

double gnugo_cputime(gtp::EngineProcess& gnugo) { return std::stod(gnugo.send("cputime").text); }

// Both readers on the same positions in one run: nodes per problem, CPU time per problem, ratio.
void ratio_to_gnugo(benchmark::State& state, const std::vector<BenchProblem>& set) {
  if (!std::filesystem::exists(gtp::kGnuGoPath)) {
    state.SkipWithError("GNU Go is not installed at /usr/games/gnugo");
    return;
  }
  if (set.empty()) {
    state.SkipWithError("no positions");
    return;
  }
  gtp::EngineProcess gnugo(gtp::gnugo_command(), std::chrono::minutes(5));
  double kospec_seconds = 0;
  double gnugo_seconds = 0;
  std::uint64_t kospec_nodes = 0;
  std::uint64_t gnugo_nodes = 0;
  for (auto _ : state) {
    kospec_nodes += read_all(set, KoScheme::Scheme5, kospec_seconds);
    // GNU Go's cputime moves in steps of 10-20 ms, too coarse for one command: time a whole pass
    // with the reading commands and the same pass without them, and take the difference; over the
    // iterations the steps average out.
    for (bool reading : {true, false}) {
      const double before = gnugo_cputime(gnugo);
      for (const BenchProblem& p : set) {
        const std::string vertex = p.setup.graph.name(p.target);
        gnugo.send("loadsgf " + p.name);
        for (const char* question : {"attack ", "defend "}) {
          gnugo.send("clear_cache");
          gnugo.send("reset_reading_node_counter");
          if (!reading) continue;
          benchmark::DoNotOptimize(gnugo.send(question + vertex).text);
          gnugo_nodes += std::stoull(gnugo.send("get_reading_node_counter").text);
        }
      }
      gnugo_seconds += (reading ? 1 : -1) * (gnugo_cputime(gnugo) - before);
    }
  }
  const double n = static_cast<double>(state.iterations() * set.size());
  state.counters["kospec_nodes/problem"] = static_cast<double>(kospec_nodes) / n;
  state.counters["gnugo_nodes/problem"] = static_cast<double>(gnugo_nodes) / n;
  state.counters["kospec_nodes/s"] = static_cast<double>(kospec_nodes) / kospec_seconds;
  state.counters["gnugo_nodes/s"] =
      gnugo_seconds > 0 ? static_cast<double>(gnugo_nodes) / gnugo_seconds : 0.0;
  state.counters["kospec_us/problem"] = 1e6 * kospec_seconds / n;
  state.counters["gnugo_us/problem"] = 1e6 * gnugo_seconds / n;
  state.counters["gnugo_time/kospec_time"] =
      kospec_seconds > 0 ? gnugo_seconds / kospec_seconds : 0.0;
  state.SetLabel(std::to_string(set.size()) +
                 " problems, attack+defend, scheme 5; GNU Go CPU from cputime");
}

void BM_RatioToGnuGo(benchmark::State& state) { ratio_to_gnugo(state, problems()); }
BENCHMARK(BM_RatioToGnuGo)->Iterations(30)->Unit(benchmark::kMillisecond);

void BM_RatioOnGameKoPositions(benchmark::State& state) { ratio_to_gnugo(state, game_positions()); }
BENCHMARK(BM_RatioOnGameKoPositions)->Iterations(5)->Unit(benchmark::kMillisecond);

void BM_ExactSearch(benchmark::State& state) {
  const std::vector<LocalProblem> set = problem_set(20261121, 40, 8, true);
  std::size_t states = 0;
  for (auto _ : state) {
    for (const LocalProblem& p : set) states += solve_local(p, {0, 0}, 300'000).states;
  }
  state.counters["states/s"] =
      benchmark::Counter(static_cast<double>(states), benchmark::Counter::kIsRate);
  state.counters["states/problem"] = static_cast<double>(states) /
                                     static_cast<double>(state.iterations()) /
                                     static_cast<double>(set.size());
}
BENCHMARK(BM_ExactSearch)->Unit(benchmark::kMillisecond);

void BM_AgreementTable(benchmark::State& state) {
  AgreementTable table;
  for (auto _ : state) {
    for (const LocalProblem& p : problem_set(20261121, 200, 12))
      table.add(judge_problem(p, 2, {}, 1'000'000));
  }
  std::cerr
      << "agreement, 200 problems (boxes 3x3, 4x3, 4x4; at most 12 empty points; threat horizon 2):\n"
      << table.render();
}
BENCHMARK(BM_AgreementTable)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace kospec::reading

BENCHMARK_MAIN();
