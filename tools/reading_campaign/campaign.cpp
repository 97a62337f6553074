#include "tools/reading_campaign/campaign.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <unordered_map>
#include <unordered_set>

#include "reading/reader.h"
#include "sgf/sgf_file.h"
#include "tools/reading_campaign/case_file.h"
#include "tools/reading_campaign/gnugo_oracle.h"
#include "tools/reading_campaign/ko_scan.h"
#include "tools/reading_campaign/minimize.h"
#include "tools/reading_campaign/selfplay.h"

namespace kospec::reading::campaign {

namespace {

// A disagreement waiting for minimization, judging and saving.
struct Pending {
  std::string source;
  ReadingCase reading_case;
  Answer kospec;
  Answer gnugo;
};

// The local signature of a disagreement: the stones within 4 points of the string read, the ko
// ban, the question and both codes. The same local fight seen at many plies is saved once.
std::uint64_t local_signature(const FastBoard& board, Point target, Question q, ReadCode a,
                              ReadCode b) {
  const Graph& g = board.graph();
  std::vector<int> dist(g.size(), -1);
  std::vector<Point> queue = board.stones(target);
  for (Point p : queue) dist[p.index()] = 0;
  std::uint64_t h = 0x9e3779b97f4a7c15ULL * (1 + static_cast<std::uint64_t>(q));
  auto mix = [&h](std::uint64_t x) { h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Point p = queue[head];
    mix((static_cast<std::uint64_t>(p.index()) << 2) | static_cast<std::uint64_t>(board.color(p)));
    if (dist[p.index()] >= 4) continue;
    for (Point r : g.neighbours(p)) {
      if (dist[r.index()] < 0) {
        dist[r.index()] = dist[p.index()] + 1;
        queue.push_back(r);
      }
    }
  }
  if (const std::optional<KoBan> ban = board.ko(); ban && dist[ban->point.index()] >= 0)
    mix(0xabcdefULL + ban->point.index());
  mix(static_cast<std::uint64_t>(gtp_number(a)) * 16 + static_cast<std::uint64_t>(gtp_number(b)));
  mix(g.size());
  return h;
}

std::vector<std::filesystem::path> sgf_files(const std::vector<std::filesystem::path>& inputs) {
  std::vector<std::filesystem::path> files;
  for (const auto& in : inputs) {
    if (std::filesystem::is_directory(in)) {
      std::vector<std::filesystem::path> here;
      for (const auto& e : std::filesystem::recursive_directory_iterator(in)) {
        if (e.is_regular_file() && e.path().extension() == ".sgf") here.push_back(e.path());
      }
      std::sort(here.begin(), here.end());
      files.insert(files.end(), here.begin(), here.end());
    } else {
      files.push_back(in);
    }
  }
  return files;
}

class Campaign {
 public:
  explicit Campaign(const CampaignOptions& o)
      : o_(o),
        clock_(o.control),
        oracle_(o.engine.empty() ? o.gnugo + " --mode gtp --quiet" : o.engine, o.timeout,
                o.out / "scratch"),
        ko_list_(o.out / "ko_positions.tsv") {
    ko_list_ << "game\tply\tstring\tkospec attack\tgnugo attack\tkospec defend\tgnugo defend\n";
  }

  CampaignStats run() {
    std::vector<std::filesystem::path> files = sgf_files(o_.inputs);
    const std::size_t total = files.size() + o_.selfplay_games;
    for (std::size_t i = 0; i < total && !done(); ++i) {
      std::optional<sgf::SgfGame> game;
      std::string name;
      try {
        if (i < files.size()) {
          name = files[i].string();
          game = sgf::read_game_file(name);
        } else {
          const std::size_t n = i - files.size();
          SelfPlaySpec spec;
          spec.size = o_.sizes[n % o_.sizes.size()];
          spec.seed = o_.seed + n;
          spec.max_plies =
              static_cast<std::size_t>(spec.size) * static_cast<std::size_t>(spec.size) * 2;
          const std::string command =
              o_.gnugo + " --mode gtp --quiet --level " + std::to_string(o_.selfplay_level);
          game =
              self_play(command, spec, o_.timeout, [this] { return o_.control.stop_requested(); });
          const std::filesystem::path file =
              o_.out / "games" /
              ("selfplay-" + std::to_string(spec.size) + "-" + std::to_string(spec.seed) + ".sgf");
          std::filesystem::create_directories(file.parent_path());
          std::ofstream(file, std::ios::binary) << sgf::write_game(*game);
          name = file.string();
        }
      } catch (const std::exception& e) {
        std::cerr << "read-campaign: " << (name.empty() ? "self-play" : name) << ": " << e.what()
                  << "\n";
        ++stats_.input_errors;
        continue;
      }
      game_index_ = i + 1;
      game_total_ = total;
      read_game(*game, name);
      process_pending();
      ++stats_.games;
    }
    process_pending();
    stats_.engine_restarts = oracle_.restarts();
    stats_.seconds = clock_.seconds();
    std::filesystem::create_directories(o_.out);
    std::ofstream(o_.out / "report.json") << stats_.json().dump(2) << "\n";
    return stats_;
  }

 private:
  bool done() const { return stats_.interrupted || limit_reached(); }
  bool limit_reached() const {
    return o_.max_ko_positions != 0 &&
           CampaignStats::total(stats_.ko_by_size).strings >= o_.max_ko_positions;
  }

  void resync(const sgf::SgfGame& game, std::size_t plies) {
    oracle_.restart();
    oracle_.load_setup(sgf::SgfGame{game.setup, {}, {}, {}, "", {}});
    for (std::size_t k = 0; k < plies; ++k) oracle_.play(game.setup.graph, game.moves[k]);
  }

  void read_game(const sgf::SgfGame& game, const std::string& name) {
    const Graph& g = game.setup.graph;
    try {
      oracle_.load_setup(sgf::SgfGame{game.setup, {}, {}, {}, "", {}});
    } catch (const EngineError&) {
      resync(game, 0);
    }
    const bool setup_stones = game.setup.initial.count(Color::Empty) != g.size();
    for (std::size_t ply = setup_stones ? 0 : 1; ply <= game.moves.size(); ++ply) {
      if (o_.control.stop_requested()) stats_.interrupted = true;
      if (done()) return;
      if (ply > 0) {
        try {
          oracle_.play(g, game.moves[ply - 1]);
        } catch (const EngineError& e) {
          std::cerr << "read-campaign: " << name << " ply " << ply << ": " << e.what() << "\n";
          resync(game, ply);
        }
      }
      if (ply % o_.every != 0) continue;
      read_position(game, ply, name);
    }
  }

  Answer kospec_answer(Reader& reader, Question q, Point target) {
    reader.clear_cache();
    const ReadResult r =
        q == Question::Attack ? reader.attack(target) : reader.find_defense(target);
    return Answer{r.code, r.move, r.nodes};
  }

  Answer kospec_answer(const ReadingPosition& p, Question q, Point target) {
    FastBoard board = p.board();
    Reader reader(board, limits(), o_.scheme, 16);
    return kospec_answer(reader, q, target);
  }

  static ReadingLimits limits() {
    ReadingLimits l;
    l.node_limit = 5'000'000;
    return l;
  }

  void read_position(const sgf::SgfGame& game, std::size_t ply, const std::string& name) {
    ++stats_.plies;
    const ReadingPosition position = position_at(game, ply);
    FastBoard board = position.board();
    Reader reader(board, limits(), o_.scheme, 16);
    const Graph& g = position.graph;
    const int size = std::max(g.columns(), g.rows());
    for (const ScannedString& s : strings_to_read(board)) {
      if (o_.control.stop_requested()) stats_.interrupted = true;
      if (done()) return;
      const std::uint64_t key = board.hash() * 31 + s.origin.index();
      if (!seen_.insert(key).second) {
        ++stats_.duplicates;
        continue;
      }
      Answer ours[2];
      Answer theirs[2];
      try {
        for (Question q : {Question::Attack, Question::Defend}) {
          ours[static_cast<int>(q)] = kospec_answer(reader, q, s.origin);
          theirs[static_cast<int>(q)] = oracle_.ask(g, q, s.origin);
        }
      } catch (const EngineError& e) {
        std::cerr << "read-campaign: " << name << " ply " << ply << " " << g.name(s.origin) << ": "
                  << e.what() << "\n";
        ++stats_.engine_errors;
        resync(game, ply);
        continue;
      }
      bool ko = s.ko_nearby;
      for (int k = 0; k < 2; ++k) {
        for (ReadCode c : {ours[k].code, theirs[k].code}) {
          ko = ko || c == ReadCode::KoA || c == ReadCode::KoB;
        }
      }
      Tally here;
      here.strings = 1;
      for (Question q : {Question::Attack, Question::Defend}) {
        const Answer& a = ours[static_cast<int>(q)];
        const Answer& b = theirs[static_cast<int>(q)];
        QuestionTally& t = q == Question::Attack ? here.attack : here.defend;
        ++t.asked;
        t.kospec_nodes += a.nodes;
        t.gnugo_nodes += b.nodes;
        if (a.code == b.code) {
          ++t.codes_agree;
          if (ko) compare_moves(game, ply, g, q, s.origin, a, b, t);
        } else if (ko) {
          ++stats_.disagreements;
          note_disagreement(board, position, q, s.origin, a, b,
                            name + " after ply " + std::to_string(ply));
        }
      }
      stats_.all_by_size[size].add(here);
      if (ko) {
        stats_.ko_by_size[size].add(here);
        // One line per ko position: where, and both readers' answers (the benchmark's input).
        ko_list_ << name << '\t' << ply << '\t' << g.name(s.origin) << '\t' << ours[0].text(g)
                 << '\t' << theirs[0].text(g) << '\t' << ours[1].text(g) << '\t'
                 << theirs[1].text(g) << '\n';
      }
      if (clock_.due()) progress(g);
    }
  }

  void compare_moves(const sgf::SgfGame& game, std::size_t ply, const Graph& g, Question q,
                     Point target, const Answer& a, const Answer& b, QuestionTally& t) {
    if (a.code == ReadCode::Lose || !a.move || !b.move) return;
    ++t.moves_compared;
    if (*a.move == *b.move) {
      ++t.moves_agree;
      return;
    }
    try {
      const std::optional<ReadCode> ours = oracle_.achieved(g, q, target, *a.move);
      if (!ours) {
        ++t.moves_unchecked;
        return;
      }
      if (strength(*ours) >= strength(b.code)) {
        ++t.moves_agree;
        return;
      }
      const std::optional<ReadCode> theirs = oracle_.achieved(g, q, target, *b.move);
      if (theirs && strength(*ours) >= strength(*theirs)) ++t.moves_agree;
    } catch (const EngineError& e) {
      std::cerr << "read-campaign: move check: " << e.what() << "\n";
      ++stats_.engine_errors;
      resync(game, ply);
    }
  }

  void note_disagreement(const FastBoard& board, const ReadingPosition& position, Question q,
                         Point target, const Answer& a, const Answer& b,
                         const std::string& source) {
    const std::uint64_t sig = local_signature(board, target, q, a.code, b.code);
    if (!signatures_.insert(sig).second) return;
    ++stats_.distinct_disagreements;
    if (stats_.cases_written + pending_.size() >= o_.max_cases) return;
    pending_.push_back({source, ReadingCase{position, q, target}, a, b});
  }

  void process_pending() {
    for (Pending& p : pending_) {
      const ReadCode ours = p.kospec.code;
      const ReadCode theirs = p.gnugo.code;
      Minimized m{p.reading_case, 0, 0};
      if (!stats_.interrupted && !o_.control.stop_requested()) {
        m = minimize(
            p.reading_case,
            [&](const ReadingCase& c) {
              if (kospec_answer(c.position, c.question, c.target).code != ours) return false;
              try {
                oracle_.load(c.position);
                return oracle_.ask(c.position.graph, c.question, c.target).code == theirs;
              } catch (const EngineError&) {
                oracle_.restart();
                return false;
              }
            },
            o_.minimize_trials);
      }
      Disagreement d{.number = ++case_number_,
                     .source = p.source,
                     .reading_case = m.reading_case,
                     .kospec = {},
                     .gnugo = {},
                     .exact = {},
                     .deeper = {},
                     .removed = m.removed,
                     .engine = o_.engine.empty() ? "GNU Go 3.8" : o_.engine};
      d.scheme = std::string(scheme_name(o_.scheme));
      d.kospec =
          kospec_answer(m.reading_case.position, m.reading_case.question, m.reading_case.target);
      d.gnugo = p.gnugo;
      try {
        oracle_.load(m.reading_case.position);
        d.gnugo = oracle_.ask(m.reading_case.position.graph, m.reading_case.question,
                              m.reading_case.target);
      } catch (const EngineError&) {
        oracle_.restart();
      }
      d.exact = judge_exactly(m.reading_case.position, m.reading_case.target);
      if (!d.exact.judged) d.deeper = judge_deeper_here(d);
      write_case(d, o_.out / "cases");
      ++stats_.cases_written;
      ++stats_.verdicts[d.verdict()];
      if (clock_.due()) progress(m.reading_case.position.graph);
    }
    pending_.clear();
  }

  // Reads one ply deeper after the claimant's move, kospec and GNU Go both (deeper_judge.h).
  DeeperVerdict judge_deeper_here(const Disagreement& d) {
    const ReadingCase& c = d.reading_case;
    const Achieved by_kospec = [&](Point move) {
      return kospec_achieved(c.position, c.question, c.target, move, o_.scheme, limits());
    };
    const Achieved by_gnugo = [&](Point move) -> std::optional<ReadCode> {
      try {
        oracle_.load(c.position);
        return oracle_.achieved(c.position.graph, c.question, c.target, move);
      } catch (const EngineError& e) {
        std::cerr << "read-campaign: deeper reading: " << e.what() << "\n";
        ++stats_.engine_errors;
        oracle_.restart();
        return std::nullopt;
      }
    };
    return judge_deeper(c.position.graph, d.kospec, d.gnugo, by_kospec, by_gnugo, d.engine);
  }

  void progress(const Graph& g) {
    const Tally ko = CampaignStats::total(stats_.ko_by_size);
    char line[400];
    std::snprintf(line, sizeof line,
                  "read-campaign: game %zu/%zu (%s), %llu positions, %llu strings with a ko; "
                  "codes agree %.2f%%; %llu disagreements (%llu distinct), %llu cases; %.0f s",
                  game_index_, game_total_, g.size_name().c_str(),
                  static_cast<unsigned long long>(stats_.plies),
                  static_cast<unsigned long long>(ko.strings), ko.code_agreement(),
                  static_cast<unsigned long long>(stats_.disagreements),
                  static_cast<unsigned long long>(stats_.distinct_disagreements),
                  static_cast<unsigned long long>(stats_.cases_written), clock_.seconds());
    clock_.report(line);
  }

  const CampaignOptions& o_;
  run::ProgressClock clock_;
  GnuGoOracle oracle_;
  CampaignStats stats_;
  std::ofstream ko_list_;
  std::unordered_set<std::uint64_t> seen_;
  std::unordered_set<std::uint64_t> signatures_;
  std::vector<Pending> pending_;
  std::size_t case_number_ = 0;
  std::size_t game_index_ = 0;
  std::size_t game_total_ = 0;
};

}  // namespace

CampaignStats run_campaign(const CampaignOptions& options) {
  std::filesystem::create_directories(options.out);
  Campaign c(options);
  return c.run();
}

}  // namespace kospec::reading::campaign
