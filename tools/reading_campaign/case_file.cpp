#include "tools/reading_campaign/case_file.h"

#include <cstdio>
#include <fstream>

#include "spec/error.h"

namespace kospec::reading::campaign {

namespace {

std::string number_text(std::size_t n) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%03zu", n);
  return buffer;
}

}  // namespace

std::string Disagreement::verdict() const {
  if (!exact.judged) return deeper.judged ? deeper.right + " (deeper reading)" : "not judged";
  return who_is_right(kospec.code, gnugo.code, exact.code(reading_case.question));
}

std::string Disagreement::expected() const {
  const Graph& g = reading_case.position.graph;
  if (!exact.judged && deeper.judged)
    return Answer{deeper.truth, deeper.truth == ReadCode::Lose ? std::nullopt : deeper.move, 0}
        .text(g);
  if (!exact.judged) return gnugo.text(g);
  const ReadCode truth = exact.code(reading_case.question);
  if (truth == ReadCode::Lose) return "0";
  const std::string n = std::to_string(gtp_number(truth));
  if (gnugo.code == truth && gnugo.move) return n + " " + g.name(*gnugo.move);
  if (kospec.code == truth && kospec.move) return n + " " + g.name(*kospec.move);
  return n + " .*";
}

std::filesystem::path write_case(const Disagreement& d, const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  const Graph& g = d.reading_case.position.graph;
  const std::string stem = number_text(d.number);
  const std::string question = std::string(question_name(d.reading_case.question));
  const std::string asked = question + " " + g.name(d.reading_case.target);
  std::string about =
      "kospec read-campaign case " + stem + ": " + asked + ", from " + d.source +
      (d.removed > 0 ? ", minimized (" + std::to_string(d.removed) + " strings removed)" : "") +
      ".\n" + d.engine + ": " + d.gnugo.text(g) + "; kospec (komaster scheme " + d.scheme +
      "): " + d.kospec.text(g) + ".\n";
  if (d.exact.judged) {
    about += "Exact local search (ko threats, horizon 2; " + std::to_string(d.exact.empty_points) +
             " empty points): attack " + std::string(code_name(d.exact.attack)) + ", defend " +
             std::string(code_name(d.exact.defend)) + "; right: " + d.verdict() + ".";
  } else {
    about += "Not judged by the exact search (" + d.exact.why_not +
             ").\nDeeper reading: " + d.deeper.detail + "; right: " + d.verdict() + ".";
  }
  const std::filesystem::path sgf_path = dir / (stem + ".sgf");
  const std::filesystem::path tst_path = dir / (stem + ".tst");
  {
    std::ofstream out(sgf_path, std::ios::binary);
    out << sgf::write_game(d.reading_case.position.game(about));
    if (!out) throw InputError("cannot write " + sgf_path.string());
  }
  std::ofstream out(tst_path, std::ios::binary);
  std::string comment = "# " + about;
  for (std::size_t k = 0; k < comment.size(); ++k) {
    if (comment[k] == '\n' && k + 1 < comment.size()) comment.insert(k + 1, "# ");
  }
  out << comment << "\nloadsgf " << stem << ".sgf\n"
      << d.number << " " << asked << "\n#? [" << d.expected() << "]\n";
  if (!out) throw InputError("cannot write " + tst_path.string());
  return tst_path;
}

}  // namespace kospec::reading::campaign
