#pragma once
// A disagreement saved as a GNU Go regression case: NNN.sgf (the position: setup stones and the
// last play) and NNN.tst in the format of GNU Go's regression suite (regression/*.tst):
//
//   loadsgf 007.sgf
//   7 attack C3
//   #? [2 C2]
//
// The expected answer is the exact class where the exact search judged the position (with the
// move of a reader that gave that class), else the answer the deeper reading upheld
// (deeper_judge.h), else GNU Go's answer; comments above give both
// readers' answers, the verdict, and where the position came from.

#include <filesystem>
#include <string>

#include "tools/reading_campaign/deeper_judge.h"
#include "tools/reading_campaign/gnugo_oracle.h"
#include "tools/reading_campaign/judge.h"
#include "tools/reading_campaign/reading_case.h"

namespace kospec::reading::campaign {

/// Everything known about one disagreement.
struct Disagreement {
  std::size_t number = 0;             ///< case number (file names NNN.sgf, NNN.tst)
  std::string source;                 ///< "games/x.sgf after ply 41"
  ReadingCase reading_case;           ///< the (minimized) position and question
  Answer kospec;                      ///< kospec's answer on it
  Answer gnugo;                       ///< GNU Go's answer on it
  ExactVerdict exact;                 ///< the exact judge's verdict
  DeeperVerdict deeper;               ///< the deeper reading's verdict (when not judged exactly)
  std::size_t removed = 0;            ///< strings the minimizer removed
  std::string scheme = "5";           ///< kospec's komaster scheme
  std::string engine = "GNU Go 3.8";  ///< the other reader (its command line if not the default)

  /// "kospec", "GNU Go", "neither" (exact search), "kospec (deeper reading)", "GNU Go (deeper
  /// reading)", or "not judged".
  std::string verdict() const;
  /// The expected answer of the .tst line, as a GNU Go regression pattern ("2 C2", "0", "2 .*").
  std::string expected() const;
};

/// Writes NNN.sgf and NNN.tst into `dir`; returns the .tst path. Throws InputError if a file
/// cannot be written.
std::filesystem::path write_case(const Disagreement& d, const std::filesystem::path& dir);

}  // namespace kospec::reading::campaign
