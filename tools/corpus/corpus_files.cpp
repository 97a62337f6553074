#include "tools/corpus/corpus_files.h"

#include <algorithm>
#include <filesystem>

#include "spec/error.h"

namespace kospec::corpus {

namespace fs = std::filesystem;

std::vector<std::string> sgf_inputs(const std::vector<std::string>& inputs) {
  std::vector<std::string> files;
  for (const std::string& in : inputs) {
    if (!fs::exists(in)) throw InputError(in + ": no such file or directory");
    if (!fs::is_directory(in)) {
      files.push_back(in);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& e : fs::directory_iterator(in))
      if (e.path().extension() == ".sgf") found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
    if (found.empty()) throw InputError(in + ": no .sgf file in this directory");
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

bool has_manifest(const std::string& path) {
  return fs::is_directory(path) && fs::exists(fs::path(path) / "manifest.json");
}

}  // namespace kospec::corpus
