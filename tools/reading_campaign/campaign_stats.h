#pragma once
// The campaign's counts: questions asked, result codes and moves agreed on, nodes, verdicts; by
// board size and in total; as JSON and as text.

#include <cstdint>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace kospec::reading::campaign {

/// Agreement on one kind of question (attack or defend).
struct QuestionTally {
  std::uint64_t asked = 0;            ///< questions asked of both readers
  std::uint64_t codes_agree = 0;      ///< same result code
  std::uint64_t moves_compared = 0;   ///< same non-zero code: the moves were compared
  std::uint64_t moves_agree = 0;      ///< ... and kospec's move achieves GNU Go's result
  std::uint64_t moves_unchecked = 0;  ///< ... but GNU Go would not play kospec's move to check it
  std::uint64_t kospec_nodes = 0;     ///< kospec's reading nodes
  std::uint64_t gnugo_nodes = 0;      ///< GNU Go's reading nodes

  /// Adds another tally.
  void add(const QuestionTally& other);
};

/// Counts of a set of positions.
struct Tally {
  std::uint64_t strings = 0;  ///< strings read (each asked attack and defend)
  QuestionTally attack;       ///< attack questions
  QuestionTally defend;       ///< defend questions

  /// Both questions' codes agreed on, over both questions asked, in percent (100 if none).
  double code_agreement() const;
  /// Adds another tally.
  void add(const Tally& other);
  /// The tally as JSON.
  nlohmann::ordered_json json() const;
};

/// Everything the campaign counted.
struct CampaignStats {
  std::uint64_t games = 0;           ///< games read
  std::uint64_t plies = 0;           ///< positions (plies) scanned
  std::uint64_t duplicates = 0;      ///< strings skipped as already read in the same position
  std::map<int, Tally> all_by_size;  ///< every string read, by board size
  std::map<int, Tally> ko_by_size;   ///< strings with a ko in play, by board size
  std::uint64_t disagreements = 0;   ///< questions whose codes differ on ko positions
  std::uint64_t distinct_disagreements = 0;       ///< ... with distinct local signatures
  std::uint64_t cases_written = 0;                ///< saved as .tst cases
  std::map<std::string, std::uint64_t> verdicts;  ///< Disagreement::verdict() -> count
  std::uint64_t engine_errors = 0;                ///< questions lost to engine failures
  std::uint64_t engine_restarts = 0;              ///< GNU Go restarts
  std::uint64_t input_errors = 0;                 ///< input files that could not be read
  bool interrupted = false;                       ///< stopped by SIGINT/SIGTERM or a limit
  double seconds = 0;                             ///< wall time

  /// The tally over every size of a map.
  static Tally total(const std::map<int, Tally>& by_size);
  /// The whole report as JSON (totals, by size, verdicts).
  nlohmann::ordered_json json() const;
  /// A few lines of text: the agreement table.
  std::string text() const;
};

}  // namespace kospec::reading::campaign
